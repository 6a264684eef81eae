"""The release's version: pyproject.toml's, checked against the git tag being released.

    python3 packaging/release_version.py            # prints the version
    python3 packaging/release_version.py v0.1.0     # exits 1 unless the tag is v<version>

The release workflow runs the second form on a tag push, so a tag and the version the
installers carry cannot disagree. Standard library only.
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TAG = re.compile(r"^v(?P<version>\d+\.\d+\.\d+(?:[.-]?(?:a|b|rc|dev|post)\d+)?)$")


def project_version(root: Path = ROOT) -> str:
    with (root / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def tag_version(tag: str) -> str:
    """``v1.2.3`` -> ``1.2.3``; ValueError for anything else (refs/tags/ prefix allowed)."""
    name = tag.removeprefix("refs/tags/")
    match = TAG.match(name)
    if match is None:
        raise ValueError(f"release tags look like v1.2.3, not {name!r}")
    return match["version"]


def check(tag: str, root: Path = ROOT) -> str:
    """The version if ``tag`` names it, else ValueError saying what disagrees."""
    version = project_version(root)
    tagged = tag_version(tag)
    if tagged != version:
        raise ValueError(f"tag {tag!r} says {tagged}, pyproject.toml says {version}")
    return version


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        print(check(args[0]) if args else project_version())
    except ValueError as error:
        print(f"release_version: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
