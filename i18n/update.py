"""Refresh the Qt Linguist sources i18n/kegli_{en,ru,uk}.ts from app/ and compile them to .qm.

Run from anywhere:  python3 i18n/update.py           (extract + compile)
                    python3 i18n/update.py --compile (compile only)

The app translates through small helpers such as ``tr(CTX, "text", n)`` (app/words/text.py) whose
context is a module constant. pyside6-lupdate only understands string-literal contexts, so
every .py file is first copied into a scratch tree with each resolvable helper call rewritten
as ``QCoreApplication.translate("Context", "text"[, None, n])`` on the same line. The scratch
tree mirrors the repository (scratch/app/..., scratch/i18n/...), so the locations lupdate
writes ("../app/x.py" line N) are the real files' locations.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
SOURCE_DIRS = ("app",)
LANGUAGES = {"en": "en_GB", "ru": "ru_RU", "uk": "uk_UA"}
TRANSLATE = "QCoreApplication.translate"
NOOP = "QT_TRANSLATE_NOOP"


def ts_path(lang: str, folder: Path = I18N) -> Path:
    return folder / f"kegli_{lang}.ts"


def source_files(root: Path = ROOT) -> list[Path]:
    files: list[Path] = []
    for d in SOURCE_DIRS:
        files.extend(p for p in (root / d).rglob("*.py") if "__pycache__" not in p.parts)
    return sorted(files)


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@dataclass(frozen=True)
class Helper:
    """A function that ends in QCoreApplication.translate: a fixed context or one passed first."""

    context: str | None  # None: the context is the call's first argument
    has_n: bool = True


def _call_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}"
    return None


def _constants(tree: ast.Module) -> dict[str, str]:
    out: dict[str, str] = {}
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            out[node.targets[0].id] = node.value.value
    return out


def _helpers(
    tree: ast.Module, consts: dict[str, str], known: dict[str, Helper] | None = None
) -> dict[str, Helper]:
    """Module-level functions returning QCoreApplication.translate(ctx, param, ...), or a
    known helper's result for a fixed context (``_n(text, n)`` -> ``tr(CTX, text, n)``)."""
    known = known or {}
    out: dict[str, Helper] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        params = [a.arg for a in node.args.args]
        for sub in ast.walk(node):
            if not isinstance(sub, ast.Call):
                continue
            name = _call_name(sub.func)
            if name == TRANSLATE or (name in known and known[name].context is None):
                if len(sub.args) < 2 or not isinstance(sub.args[1], ast.Name):
                    continue
                ctx = sub.args[0]
                if isinstance(ctx, ast.Name) and ctx.id in params and params.index(ctx.id) == 0:
                    out[node.name] = Helper(None)
                else:
                    fixed = _resolve(ctx, consts)
                    if fixed is not None and sub.args[1].id in params:
                        out[node.name] = Helper(fixed)
                break
            if name in known and known[name].context is not None:
                if sub.args and isinstance(sub.args[0], ast.Name) and sub.args[0].id in params:
                    out[node.name] = Helper(known[name].context)
                break
    return out


def _resolve(node: ast.expr, consts: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return consts.get(node.id)
    return None


def _literal(text: str) -> str:
    # A plain double-quoted literal lupdate reads back exactly; non-ASCII stays as UTF-8.
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )
    return f'"{escaped}"'


@dataclass(frozen=True)
class Found:
    line: int
    col: int  # byte offset in the line
    end_line: int
    end_col: int
    replacement: str


def _scan(
    tree: ast.Module,
    consts: dict[str, str],
    helpers: dict[str, Helper],
) -> list[Found]:
    found: list[Found] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node.func)
        args = node.args
        text_at = 1
        if name in helpers:
            helper = helpers[name]
            if helper.context is None:
                ctx = _resolve(args[0], consts) if args else None
            else:
                ctx, text_at = helper.context, 0
        elif name in (TRANSLATE, NOOP):
            ctx = _resolve(args[0], consts) if args else None
        else:
            continue
        text = args[text_at] if len(args) > text_at else None
        if ctx is None or not isinstance(text, ast.Constant) or not isinstance(text.value, str):
            if name in helpers:
                # A text chosen at run time (from a QT_TRANSLATE_NOOP table): renamed so
                # lupdate does not read e.g. tr("Context", name) as a tr() of "Context".
                f = node.func
                assert f.end_lineno is not None and f.end_col_offset is not None
                found.append(
                    Found(f.lineno, f.col_offset, f.end_lineno, f.end_col_offset, "_dynamic")
                )
            continue
        if name == NOOP:
            call = f"{NOOP}({_literal(ctx)}, {_literal(text.value)})"
        else:
            plural = len(args) > text_at + 1 or any(k.arg == "n" for k in node.keywords)
            if name == TRANSLATE:
                plural = len(args) > 3 or any(k.arg == "n" for k in node.keywords)
            tail = ", None, n" if plural else ""
            call = f"{TRANSLATE}({_literal(ctx)}, {_literal(text.value)}{tail})"
        assert node.end_lineno is not None and node.end_col_offset is not None
        found.append(
            Found(node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, call)
        )
    return found


def _rewrite(source: str, found: list[Found]) -> str:
    lines = [line.encode("utf-8") for line in source.splitlines(keepends=True)]
    # Outermost calls only (a helper call nested in another is rewritten with its parent gone).
    spans = sorted(found, key=lambda f: (f.line, f.col, -f.end_line, -f.end_col))
    kept: list[Found] = []
    for f in spans:
        if kept and (f.line, f.col) < (kept[-1].end_line, kept[-1].end_col):
            continue
        kept.append(f)
    for f in reversed(kept):
        first = lines[f.line - 1]
        last = lines[f.end_line - 1]
        # Keep the line count: the call's own lines become empty lines after it.
        filler = b"\n" * (f.end_line - f.line)
        new = first[: f.col] + f.replacement.encode("utf-8") + filler + last[f.end_col :]
        if f.end_line > f.line:
            new_lines = new.splitlines(keepends=True)
            lines[f.line - 1 : f.end_line] = new_lines
        else:
            lines[f.line - 1] = new
    return b"".join(lines).decode("utf-8")


def shadow_tree(scratch: Path, root: Path = ROOT) -> list[Path]:
    """Copy every source file into scratch/ with the helper calls made lupdate-readable."""
    parsed: dict[str, tuple[Path, str, ast.Module]] = {}
    for path in source_files(root):
        text = path.read_text(encoding="utf-8")
        parsed[module_name(path, root)] = (path, text, ast.parse(text))
    consts = {m: _constants(t) for m, (_, _, t) in parsed.items()}
    helpers = {m: _helpers(t, consts[m]) for m, (_, _, t) in parsed.items()}
    imported = {m: _imports(t, parsed) for m, (_, _, t) in parsed.items()}

    def local_helpers(mod: str) -> dict[str, Helper]:
        out = dict(helpers[mod])
        for local, (source, name) in imported[mod].items():
            if name in helpers[source]:
                out.setdefault(local, helpers[source][name])
        return out

    # Second round: helpers built on helpers (rules_help's _n on app.words.text's tr).
    helpers = {
        m: _helpers(t, consts[m], local_helpers(m)) | helpers[m] for m, (_, _, t) in parsed.items()
    }
    out: list[Path] = []
    for mod, (path, text, tree) in parsed.items():
        local_consts = dict(consts[mod])
        for local, (source, name) in imported[mod].items():
            if name in consts[source]:
                local_consts.setdefault(local, consts[source][name])
        target = scratch / path.relative_to(root)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(
            _rewrite(text, _scan(tree, local_consts, local_helpers(mod))), encoding="utf-8"
        )
        out.append(target)
    return out


def _imports(tree: ast.Module, parsed: dict) -> dict[str, tuple[str, str]]:
    """Local name -> (module, name) for every ``from app.x import y`` (lazy imports too)."""
    out: dict[str, tuple[str, str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in parsed:
            for alias in node.names:
                out.setdefault(alias.asname or alias.name, (node.module, alias.name))
    return out


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found (it comes with PySide6)")
    return found


def extract(ts_dir: Path, root: Path = ROOT, start_from: Path | None = I18N) -> dict[str, Path]:
    """Run lupdate for every language into ts_dir/kegli_<lang>.ts (merging the .ts found in
    start_from, if any); returns the written files by language."""
    with tempfile.TemporaryDirectory(prefix="kegli-lupdate-") as tmp:
        scratch = Path(tmp)
        files = shadow_tree(scratch, root)
        (scratch / "i18n").mkdir()
        listing = scratch / "sources.lst"
        listing.write_text("\n".join(str(f) for f in files) + "\n", encoding="utf-8")
        written: dict[str, Path] = {}
        for lang, locale in LANGUAGES.items():
            ts = ts_path(lang, scratch / "i18n")
            if start_from is not None and ts_path(lang, start_from).exists():
                shutil.copyfile(ts_path(lang, start_from), ts)
            subprocess.run(
                [
                    _tool("pyside6-lupdate"),
                    "-silent",
                    "-no-obsolete",
                    "-locations",
                    "relative",
                    "-target-language",
                    locale,
                    f"@{listing}",
                    "-ts",
                    str(ts),
                ],
                check=True,
            )
            ts_dir.mkdir(parents=True, exist_ok=True)
            written[lang] = ts_path(lang, ts_dir)
            shutil.copyfile(ts, written[lang])
    return written


def compile_all(folder: Path = I18N) -> list[Path]:
    """Each .ts compiled to its .qm. A .qm is written beside its place and then moved over
    it: a running Kegli (or a test run) maps the old one into memory, and rewriting that
    file in place would pull the pages from under it (a bus error)."""
    out = []
    for lang in LANGUAGES:
        ts = ts_path(lang, folder)
        qm = ts.with_suffix(".qm")
        fresh = qm.with_name(qm.name + ".new")
        try:
            subprocess.run(
                [_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True
            )
            os.replace(fresh, qm)
        finally:
            fresh.unlink(missing_ok=True)
        out.append(qm)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compile", action="store_true", help="only compile .ts to .qm")
    args = parser.parse_args(argv)
    if not args.compile:
        for lang, ts in extract(I18N).items():
            print(f"{lang}: {ts.relative_to(ROOT)}")
    for qm in compile_all():
        print(f"compiled {qm.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
