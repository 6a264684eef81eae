"""The import graph of a package, read from the code with ``ast`` (nothing is imported).

``python -m tests.import_graph [app|game]`` prints the counts the architecture note quotes:
modules per room (a room is a package's first sub-package, or "(top)" for a module lying
directly in it), imports between its modules, how many of them sit inside a function, and
the circles (groups of modules that import one another, directly or through others).
Imports under ``if TYPE_CHECKING:`` are listed apart: they never run.
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the imported module of the same package
    line: int
    in_function: bool
    type_only: bool  # under ``if TYPE_CHECKING:``


def modules(package: str, root: Path = ROOT) -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _targets(node: ast.Import | ast.ImportFrom, here: str, known: dict[str, Path]) -> list[str]:
    """The package's modules this statement loads (``from a import b`` loads a.b if b is one)."""
    names: list[str] = []
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = here.split(".")
            if known[here].name != "__init__.py":
                package = package[:-1]
            package = package[: len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        names = [base]
        names += [f"{base}.{alias.name}" for alias in node.names]
    out = []
    for name in names:
        # ``import a.b.c`` loads a, a.b and a.b.c; the graph keeps the deepest known module.
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != here and name not in out:
            out.append(name)
    # ``from a import b`` with b a module: the edge is to a.b, not also to the package a.
    deepest = [n for n in out if not any(o.startswith(n + ".") for o in out)]
    return deepest


def imports(package: str, root: Path = ROOT) -> list[Import]:
    known = modules(package, root)
    found: list[Import] = []

    def visit(node: ast.AST, here: str, in_function: bool, type_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                for target in _targets(child, here, known):
                    if target.split(".")[0] == package:
                        found.append(Import(here, target, child.lineno, in_function, type_only))
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                visit(child, here, True, type_only)
            elif isinstance(child, ast.If) and _is_type_checking(child):
                for sub in child.body:
                    visit(ast.Module(body=[sub], type_ignores=[]), here, in_function, True)
                for sub in child.orelse:
                    visit(ast.Module(body=[sub], type_ignores=[]), here, in_function, type_only)
            else:
                visit(child, here, in_function, type_only)

    for name, path in known.items():
        visit(ast.parse(path.read_text(encoding="utf-8")), name, False, False)
    return found


def circles(edges: list[Import]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    graph: dict[str, set[str]] = {}
    for e in edges:
        graph.setdefault(e.source, set()).add(e.target)
        graph.setdefault(e.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(max(10_000, sys.getrecursionlimit()))

    def connect(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return out


def room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and _is_package(module)) else "(top)"


def _is_package(module: str) -> bool:
    return (ROOT / module.replace(".", "/") / "__init__.py").exists()


def depth(edges: list[Import]) -> int:
    """The longest chain of run-time imports (the graph's layers), 0 with a circle."""
    graph: dict[str, set[str]] = {}
    for e in edges:
        graph.setdefault(e.source, set()).add(e.target)
        graph.setdefault(e.target, set())
    if circles(edges):
        return 0
    memo: dict[str, int] = {}

    def longest(v: str) -> int:
        if v not in memo:
            memo[v] = 1 + max((longest(w) for w in graph[v]), default=0)
        return memo[v]

    return max((longest(v) for v in graph), default=0)


def report(package: str) -> str:
    known = modules(package)
    edges = imports(package)
    run_time = [e for e in edges if not e.type_only]
    per_room = Counter(room(m) for m in known)
    lines = [f"{package}/: {len(known)} modules"]
    lines += [f"  {r}: {n}" for r, n in sorted(per_room.items())]
    lines.append(
        f"imports between its modules: {len(edges)} "
        f"({len(run_time)} at run time, {sum(e.in_function for e in run_time)} inside functions, "
        f"{len(edges) - len(run_time)} for type checking only)"
    )
    found = circles(run_time)
    lines.append(f"circles: {len(found)} ({sum(len(c) for c in found)} modules)")
    lines += [f"  {', '.join(c)}" for c in found]
    with_types = circles(edges)
    lines.append(
        f"circles counting type-checking imports: {len(with_types)} "
        f"({sum(len(c) for c in with_types)} modules)"
    )
    lines.append(f"layers (longest import chain): {depth(run_time) or 'n/a (circle)'}")
    return "\n".join(lines)


if __name__ == "__main__":
    for name in sys.argv[1:] or ["app", "game"]:
        print(report(name))


# app/'s rooms, lowest first: a module may import its own room and the rooms before it.
APP_ROOMS = (
    "common",
    "words",
    "settings",
    "help",
    "table",
    "shot",
    "play",
    "start",
    "net",
    "practice",
    "window",
    "tools",
)


def app_room(module: str) -> str | None:
    """The room of an app/ module; None for the package's own entry modules (app, app.bench,
    app.screenshots, app.__main__), which sit above every room."""
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and parts[1] in APP_ROOMS) else None


def upward(edges: list[Import]) -> list[Import]:
    """The imports from a room to one above it (type-checking ones too: they name a room
    the module should not need to know)."""
    rank = {r: i for i, r in enumerate(APP_ROOMS)}
    out = []
    for e in edges:
        here, there = app_room(e.source), app_room(e.target)
        if here is None or there is None:
            continue
        if rank[there] > rank[here]:
            out.append(e)
    return out
