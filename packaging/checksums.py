"""SHA-256 checksum files beside release artifacts: ``X`` gets ``X.sha256``.

    python3 packaging/checksums.py dist/kegli_0.1.0_amd64.deb dist/*.AppImage
    python3 packaging/checksums.py --check dist/*.sha256     # verify them again

Each file holds one ``sha256sum`` line (hash, two spaces, file name), so on Linux
``cd dist && sha256sum -c kegli_0.1.0_amd64.deb.sha256`` verifies a download; the same script
runs on Windows and macOS, where sha256sum may be missing. Standard library only.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Sequence
from pathlib import Path


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def write_checksum(path: Path) -> Path:
    """Write ``path.sha256`` beside ``path`` and return it."""
    out = path.with_name(path.name + ".sha256")
    out.write_text(f"{sha256(path)}  {path.name}\n", encoding="ascii", newline="\n")
    return out


def verify(checksum_file: Path) -> bool:
    """Whether every ``hash  name`` line of a checksum file matches the file beside it."""
    lines = checksum_file.read_text(encoding="ascii").splitlines()
    if not lines:
        return False
    for line in lines:
        digest, _, name = line.partition("  ")
        target = checksum_file.with_name(name)
        if not name or not target.is_file() or sha256(target) != digest:
            return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    check = bool(args) and args[0] == "--check"
    paths = [Path(a) for a in args[1:]] if check else [Path(a) for a in args]
    if not paths:
        print("usage: checksums.py [--check] FILE...", file=sys.stderr)
        return 2
    if check:
        bad = [str(p) for p in paths if not (p.is_file() and verify(p))]
        for path in paths:
            print(f"{path}: {'FAILED' if str(path) in bad else 'OK'}")
        return 1 if bad else 0
    for path in paths:
        if not path.is_file():
            print(f"checksums: no such file: {path}", file=sys.stderr)
            return 1
        print(write_checksum(path).read_text(encoding="ascii"), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
