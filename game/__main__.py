"""``python -m game COMMAND``: simulate, judge, check-save, drills, suggest."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence

from game.cli import fail
from game.errors import InputError

# Sub-command name -> module with ``add_arguments(parser)`` and ``run(args) -> int``.
COMMANDS: dict[str, str] = {
    "simulate": "game.physics.command",
    "judge": "game.rules.command",
}
OPTIONAL_COMMANDS: dict[str, str] = {
    "check-save": "game.saves.command",
    "drills": "game.drills.command",
    "suggest": "game.ai.command",
}


def _available() -> dict[str, object]:
    found: dict[str, object] = {}
    for name, module in {**COMMANDS, **OPTIONAL_COMMANDS}.items():
        try:
            found[name] = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            # A core command whose own module is not built yet (physics and rules are built
            # apart) leaves the others usable; a broken import inside a module still fails.
            if name in COMMANDS and exc.name != module:
                raise
    return found


def main(argv: Sequence[str] | None = None) -> int:
    modules = _available()
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module in modules.items():
        p = sub.add_parser(name, help=(module.__doc__ or "").strip().splitlines()[0])
        module.add_arguments(p)  # type: ignore[attr-defined]
    args = parser.parse_args(argv)
    # JSON escapes what a narrow console cannot encode (``\u0451``), so output never fails.
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    try:
        return int(modules[args.command].run(args))  # type: ignore[attr-defined]
    except InputError as exc:
        return fail(str(exc))
    except (BrokenPipeError, KeyboardInterrupt):
        return 1
    except RecursionError:
        return fail("input: nested too deeply")
    except Exception as exc:  # the CLI promises one line, never a traceback
        return fail(f"internal error: {type(exc).__name__}: {exc}") - 1


def print_json(value: object) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    sys.exit(main())
