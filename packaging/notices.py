"""Third-party notices for the installers: THIRD_PARTY_NOTICES.txt, written at build time.

packaging/kegli.spec calls :func:`write_notices` with PyInstaller's Analysis tables, so the
file lists exactly what the bundle carries: every Python distribution one of whose modules or
files is bundled (name, version, licence from its metadata, the licence files it ships),
CPython, PyInstaller's bootloader, the C libraries that wheels carry inside them (Chipmunk2D in
pymunk, ICU and FFmpeg in PySide6's Qt) and, on Debian-like systems, the copyright file of each
system library PyInstaller copied in. Distributions whose wheels carry no licence file (PySide6,
shiboken6) get the texts kept in packaging/licenses/.

Also a command, to see the notices for the current environment without a bundle:

    python3 packaging/notices.py OUT.txt [MODULE ...]
"""

from __future__ import annotations

import argparse
import contextlib
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
LICENSES = HERE / "licenses"
FILE_NAME = "THIRD_PARTY_NOTICES.txt"
# The game itself: its own modules are not third-party.
OWN_PACKAGES = frozenset({"app", "game", "kegli_main"})
OWN_DISTRIBUTION = "kegli"

QT_NOTE = """\
PySide6 and the Qt libraries are used under the GNU Lesser General Public License version 3
(LGPLv3), whose text follows (with the GNU GPL version 3, which the LGPLv3 refers to). They
are dynamically linked and kept as separate files, so you may replace them with your own
builds of the same Qt/PySide6 version (or a compatible one):
  - Linux (.deb, AppImage, folder): kegli/_internal/PySide6/Qt/lib/libQt6*.so.6 and the
    plugins in kegli/_internal/PySide6/Qt/plugins; the PySide6 modules are
    kegli/_internal/PySide6/*.abi3.so
  - Windows: the Qt6*.dll files and plugins in the _internal\\PySide6 folder of the
    installation folder
  - macOS: Kegli.app/Contents/Frameworks/PySide6 (Qt libraries and plugins; re-sign the app
    afterwards with `codesign --force --deep --sign - Kegli.app`)
The source code of Qt is available from https://download.qt.io/official_releases/qt/ and
https://code.qt.io/cgit/qt/ ; that of PySide6 and shiboken6 from
https://download.qt.io/official_releases/QtForPython/ and
https://code.qt.io/cgit/pyside/pyside-setup.git/ (tag v{version}). On request we send the
source of the versions shipped here."""


BOOTLOADER_NOTE = (
    "The bootloader is used under the exception in its licence that allows it in programs "
    "under any licence."
)


@dataclass(frozen=True)
class Component:
    """A C library carried inside another distribution's files, credited on its own."""

    name: str
    pattern: re.Pattern[str]  # matched against the bundled files' paths
    licence: str
    texts: tuple[str, ...]  # files in packaging/licenses/
    note: str = ""


COMPONENTS = (
    Component(
        "Chipmunk2D (the physics engine inside pymunk)",
        re.compile(r"pymunk[/\\]_chipmunk", re.I),
        "MIT",
        ("Chipmunk2D.txt",),
        "https://github.com/slembcke/Chipmunk2D",
    ),
    Component(
        "ICU (Unicode support of Qt)",
        re.compile(r"(^|[/\\])(lib)?icu(data|i18n|uc|dt|in)\w*[.]", re.I),
        "Unicode-DFS-2016 (MIT style)",
        ("ICU.txt",),
        "https://icu.unicode.org/",
    ),
    Component(
        "FFmpeg (audio decoding of QtMultimedia)",
        re.compile(r"(^|[/\\])(lib)?(avcodec|avformat|avutil|swresample|swscale)\b", re.I),
        "LGPL-2.1-or-later",
        ("LGPL-2.1.txt",),
        "Built by The Qt Company as shipped in the PySide6 wheels; source: https://ffmpeg.org/ ."
        " The libraries are separate files beside the Qt libraries and may be replaced.",
    ),
)

# Licence texts for distributions whose wheels ship none, by distribution name.
FALLBACK_TEXTS = {
    "pyside6-essentials": ("LGPL-3.0.txt", "GPL-3.0.txt"),
    "pyside6-addons": ("LGPL-3.0.txt", "GPL-3.0.txt"),
    "shiboken6": ("LGPL-3.0.txt", "GPL-3.0.txt"),
}
QT_DISTRIBUTIONS = frozenset(FALLBACK_TEXTS)
QT_NOTE_HOLDER = "pyside6-essentials"  # the Qt note is said once, under this distribution


@dataclass
class Entry:
    """One credited item: a heading, its licence, notes and the licence texts (title, text)."""

    name: str
    version: str
    licence: str
    notes: list[str] = field(default_factory=list)
    texts: list[tuple[str, str]] = field(default_factory=list)


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def distribution_licence(dist: metadata.Distribution) -> str:
    """The licence a distribution declares: License-Expression, License, or its classifiers."""
    meta = dist.metadata
    expression = meta.get("License-Expression")
    if expression:
        return expression.strip()
    declared = (meta.get("License") or "").strip()
    if declared and "\n" not in declared and len(declared) < 200:
        return declared
    classifiers = [
        c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if "License ::" in c
    ]
    return "; ".join(classifiers) or "see the licence text"


def licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(file name, text) of each License-File a distribution ships, in its dist-info."""
    found: list[tuple[str, str]] = []
    names = dist.metadata.get_all("License-File") or []
    if not names:  # older metadata: licence files without a License-File field
        names = sorted(
            {
                Path(str(f)).name
                for f in dist.files or []
                if ".dist-info" in str(f) and re.match(r"(LICEN[CS]E|COPYING|NOTICE)", f.name, re.I)
            }
        )
    for name in names:
        for candidate in (f"licenses/{name}", name, f"licenses/{Path(name).name}"):
            text = dist.read_text(candidate)
            if text:
                found.append((Path(name).name, text))
                break
    return found


def homepage(dist: metadata.Distribution) -> str:
    """The project's home or source address from its metadata, or ""."""
    urls = {}
    for value in dist.metadata.get_all("Project-URL") or []:
        label, _, url = value.partition(",")
        urls[normalise(label)] = url.strip()
    for label in ("homepage", "home", "source", "source-code", "repository"):
        if label in urls:
            return urls[label]
    return dist.metadata.get("Home-page") or next(iter(urls.values()), "")


def kept_text(name: str) -> tuple[str, str]:
    return name, (LICENSES / name).read_text(encoding="utf-8")


def file_owners() -> dict[Path, metadata.Distribution]:
    """Every installed file (resolved path) -> the distribution that installed it."""
    owners: dict[Path, metadata.Distribution] = {}
    for dist in metadata.distributions():
        for f in dist.files or []:
            try:
                owners[Path(str(dist.locate_file(f))).resolve()] = dist
            except OSError:
                continue
    return owners


def module_owners() -> dict[str, list[str]]:
    """Top-level import name -> distribution names (importlib.metadata's own mapping)."""
    return {k: list(v) for k, v in metadata.packages_distributions().items()}


def in_python_install(path: Path) -> bool:
    """Whether a file belongs to the Python installation itself (stdlib, lib-dynload, libpython)
    rather than to site-packages or the system."""
    base = Path(sys.base_prefix).resolve()
    try:
        path.resolve().relative_to(base)
    except ValueError:
        return False
    purelib = Path(sysconfig.get_paths()["purelib"]).resolve()
    return "site-packages" not in path.parts and not str(path.resolve()).startswith(str(purelib))


def debian_package(path: Path) -> str | None:
    """The Debian package that owns a system file, or None (no dpkg, or not packaged)."""
    if shutil.which("dpkg-query") is None:
        return None
    for candidate in (path, path.resolve()):
        out = subprocess.run(
            ["dpkg-query", "-S", str(candidate)], capture_output=True, text=True, check=False
        )
        if out.returncode == 0 and out.stdout:
            return out.stdout.split(":", 1)[0].strip()
        # merged /usr: the file may be registered under /lib rather than /usr/lib
        if str(candidate).startswith("/usr/lib/"):
            alt = str(candidate)[len("/usr") :]
            out = subprocess.run(
                ["dpkg-query", "-S", alt], capture_output=True, text=True, check=False
            )
            if out.returncode == 0 and out.stdout:
                return out.stdout.split(":", 1)[0].strip()
    return None


def cpython_entry() -> Entry:
    version = ".".join(map(str, sys.version_info[:3]))
    entry = Entry("CPython (the Python interpreter and standard library)", version, "PSF-2.0")
    for folder in (Path(sysconfig.get_paths()["stdlib"]), Path(sys.base_prefix)):
        licence = folder / "LICENSE.txt"
        if licence.is_file():
            entry.texts.append(("LICENSE.txt", licence.read_text(encoding="utf-8")))
            break
    else:
        entry.notes.append("Licence: https://docs.python.org/3/license.html")
    return entry


def collect(
    modules: Iterable[str], files: Iterable[tuple[str, str]], packaged_by: str = "PyInstaller"
) -> list[Entry]:
    """The notices entries for a bundle.

    ``modules``: names of the bundled Python modules; ``files``: (destination in the bundle,
    source path) of every other bundled file (binaries and data).
    """
    by_module = module_owners()
    by_file = file_owners()
    dists: dict[str, metadata.Distribution] = {}
    system_files: dict[str, list[str]] = {}
    unowned: list[str] = []
    destinations: list[str] = []

    def add(dist_name: str) -> None:
        key = normalise(dist_name)
        if key != OWN_DISTRIBUTION and key not in dists:
            with contextlib.suppress(metadata.PackageNotFoundError):
                dists[key] = metadata.distribution(dist_name)

    for module in modules:
        top = module.split(".")[0]
        if top in OWN_PACKAGES:
            continue
        for dist_name in by_module.get(top, []):
            add(dist_name)
    for dest, source in files:
        destinations.append(dest)
        if not source:
            continue
        src = Path(source)
        owner = by_file.get(src.resolve())
        if owner is not None:
            add(owner.metadata["Name"])
        elif in_python_install(src) or not src.is_absolute():
            continue  # part of CPython, credited below
        elif src.resolve().is_relative_to(HERE.parent.resolve()):
            continue  # the game's own files (assets, translations, icons)
        else:
            package = debian_package(src)
            if package:
                system_files.setdefault(package, []).append(Path(dest).name)
            else:
                unowned.append(dest)

    entries = [cpython_entry()]
    if packaged_by:
        try:
            pyi = metadata.distribution("pyinstaller")
            bootloader = Entry(
                "PyInstaller bootloader and run-time hooks",
                pyi.version,
                distribution_licence(pyi),
                [BOOTLOADER_NOTE],
                licence_files(pyi),
            )
            entries.append(bootloader)
        except metadata.PackageNotFoundError:
            pass
        dists.pop("pyinstaller", None)
        dists.pop("pyinstaller-hooks-contrib", None)

    for key in sorted(dists):
        dist = dists[key]
        entry = Entry(dist.metadata["Name"], dist.version, distribution_licence(dist))
        home = homepage(dist)
        if home:
            entry.notes.append(home)
        entry.texts = licence_files(dist)
        if key == QT_NOTE_HOLDER:
            entry.notes.append(QT_NOTE.replace("{version}", dist.version))
        elif key in QT_DISTRIBUTIONS:
            entry.notes.append("Part of Qt for Python: see the note under PySide6_Essentials.")
        if not entry.texts and key in FALLBACK_TEXTS:
            entry.texts = [kept_text(n) for n in FALLBACK_TEXTS[key]]
        entries.append(entry)

    for component in COMPONENTS:
        hits = sorted({Path(d).name for d in destinations if component.pattern.search(d)})
        if hits:
            entry = Entry(component.name, "", component.licence, [component.note])
            entry.notes.append("Files: " + ", ".join(hits))
            entry.texts = [kept_text(n) for n in component.texts]
            entries.append(entry)

    for package in sorted(system_files):
        entry = Entry(f"{package} (system library, Debian package)", "", "see below")
        entry.notes.append("Files: " + ", ".join(sorted(set(system_files[package]))))
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if copyright_file.is_file():
            entry.texts.append(("copyright", copyright_file.read_text("utf-8", "replace")))
        entries.append(entry)
    common = common_licences(entries)
    if common is not None:
        entries.append(common)
    if unowned:
        entries.append(
            Entry(
                "Other libraries copied from the build system",
                "",
                "see the operating system's own licence notices",
                ["Files: " + ", ".join(sorted({Path(u).name for u in unowned}))],
            )
        )
    return entries


COMMON_LICENCES = Path("/usr/share/common-licenses")
COMMON_REFERENCE = re.compile(r"/usr/share/common-licenses/([A-Za-z0-9.+_-]+[A-Za-z0-9+])")


def common_licences(entries: Sequence[Entry]) -> Entry | None:
    """Debian copyright files name licence texts in /usr/share/common-licenses/ rather than
    quoting them; a machine that runs the bundle may lack that folder, so the texts go along."""
    names = sorted(
        {name for e in entries for _, text in e.texts for name in COMMON_REFERENCE.findall(text)}
    )
    texts = [
        (name, (COMMON_LICENCES / name).read_text("utf-8", "replace"))
        for name in names
        if (COMMON_LICENCES / name).is_file()
    ]
    if not texts:
        return None
    return Entry(
        "Licence texts the Debian copyright files above refer to",
        "",
        ", ".join(name for name, _ in texts),
        [f"The files named /usr/share/common-licenses/NAME above, as found on {COMMON_LICENCES}."],
        texts,
    )


def render(entries: Sequence[Entry], title: str = "Kegli") -> str:
    rule = "=" * 78
    lines = [
        f"{title}: third-party software notices",
        "",
        f"{title} is free software under the MIT licence. Its installers also carry the",
        "following third-party software, each under its own licence, reproduced below.",
        "",
        "Contents:",
    ]
    lines += [f"  - {e.name} {e.version} ({e.licence})".replace("  (", " (") for e in entries]
    seen: dict[str, str] = {}
    for e in entries:
        lines += ["", rule, f"{e.name} {e.version}".rstrip(), f"Licence: {e.licence}", rule]
        for note in e.notes:
            lines += ["", note]
        for name, text in e.texts:
            if text.strip() in seen:  # one copy of each text (the LGPL serves three entries)
                lines += ["", f"--- {name}: the same text as under {seen[text.strip()]} ---"]
                continue
            seen[text.strip()] = e.name
            lines += ["", f"--- {name} ---", "", text.rstrip()]
    return "\n".join(lines) + "\n"


def write_notices(path: Path, modules: Iterable[str], files: Iterable[tuple[str, str]]) -> Path:
    """Write the notices for a bundle to ``path`` (UTF-8, LF) and return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(collect(modules, files)), encoding="utf-8", newline="\n")
    return path


def from_analysis(
    path: Path, pure: Iterable[tuple], binaries: Iterable[tuple], datas: Iterable[tuple]
) -> Path:
    """``write_notices`` from PyInstaller Analysis tables (dest name, source path, kind)."""
    modules = [entry[0] for entry in pure]
    files = [(entry[0], entry[1]) for entry in (*binaries, *datas)]
    return write_notices(path, modules, files)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument(
        "modules", nargs="*", default=["PySide6", "shiboken6", "pymunk", "platformdirs"]
    )
    args = parser.parse_args(argv)
    write_notices(args.out, args.modules, [])
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
