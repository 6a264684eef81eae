"""Fuzz: 1,500 mutated saves; every one loads or raises game.InputError, nothing else.

Mutations come from a seeded ``random.Random``, so a failure names a seed that reproduces
it: byte flips, truncations, insertions, type swaps, deleted keys, huge numbers, NaN, deep
nesting, swapped ids and shuffled lists. Rejections caused by the referee crashing
(``RuleEngineError``) are counted apart and must not happen: they would be rule bugs.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from game import InputError
from game.saves.format import document_from_match, encode
from game.saves.load import RuleEngineError, load_bytes
from tests.saves.games import hand_game

CASES = 1_500
SEED = 20261129

ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    2,
    10**18,
    -(10**18),
    1e308,
    -1e308,
    5e-324,
    0.5,
    "",
    "cue",
    "o1",
    "king",
    "Anna",
    "draw",
    "kegli-save",
    "x" * 300,
    [],
    {},
    [0.0, 0.0],
    [1e300, -1e300],
    {"a": 1},
    [[[[]]]],
    "\u0000",
    "ё",
]


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside a JSON document."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(paths(v, (*prefix, i)))
    return out


def get(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def put(doc: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    get(doc, path[:-1])[path[-1]] = value
    return doc


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _kinds(path: tuple, target: Any) -> list[str]:
    """The mutations that change this value (no no-ops, so every case tests something)."""
    kinds = ["swap_type", "deep"]
    if path:
        kinds.append("delete")
    if _is_number(target):
        kinds += ["scale", "nudge"]
    if isinstance(target, list) and len(target) > 1:
        kinds.append("shuffle")
    if isinstance(target, list) and target:
        kinds.append("duplicate")
    if isinstance(target, dict):
        kinds.append("unknown_key")
    if isinstance(target, str):
        kinds.append("other_id")
    return kinds


def _mutate_once(doc: Any, rng: random.Random) -> tuple[Any, int]:
    path = rng.choice(paths(doc))
    target = get(doc, path)
    kind = rng.choice(_kinds(path, target))
    deep = 0
    if kind == "delete":
        del get(doc, path[:-1])[path[-1]]
    elif kind == "swap_type":
        doc = put(doc, path, copy.deepcopy(rng.choice(ODD_VALUES)))
    elif kind == "scale":
        doc = put(doc, path, target * rng.choice((-1, 2, 1e6, 1e300, 0)) + rng.random())
    elif kind == "nudge":
        doc = put(doc, path, target + rng.choice((1e-9, 0.01, 0.5, -0.5, 1, -1)))
    elif kind == "deep":  # spliced in as text below, so the encoder need not recurse
        doc = put(doc, path, "@@deep@@")
        deep = rng.choice((5, 50, 900, 5_000))
    elif kind == "shuffle":
        rng.shuffle(target)
    elif kind == "duplicate":
        target.insert(rng.randrange(len(target) + 1), copy.deepcopy(rng.choice(target)))
    elif kind == "unknown_key":
        target[rng.choice(("x", "__class__", "eval", "ball"))] = rng.choice(ODD_VALUES)
    else:
        doc = put(doc, path, rng.choice(("cue", "o1", "o2", "king", "foot", "Bohdan", "")))
    return doc, deep


def mutate_structure(original: dict, rng: random.Random) -> bytes:
    while True:
        doc: Any = copy.deepcopy(original)
        deep = 0
        for _ in range(rng.choice((1, 1, 1, 2, 3))):
            doc, d = _mutate_once(doc, rng)
            deep = deep or d
        if deep or doc != original:
            break
    text = json.dumps(doc, ensure_ascii=False, allow_nan=True)
    if deep:
        text = text.replace('"@@deep@@"', "[" * deep + "0" + "]" * deep, 1)
    if rng.random() < 0.05:
        text = text.replace("0.0", "NaN", 1)
    return text.encode("utf-8")


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    buf = bytearray(data)
    kind = rng.randrange(5)
    if kind == 0:  # truncate
        return bytes(buf[: rng.randrange(len(buf))])
    if kind == 1:  # flip bytes
        for _ in range(rng.choice((1, 1, 2, 8))):
            i = rng.randrange(len(buf))
            buf[i] ^= 1 << rng.randrange(8)
        return bytes(buf)
    if kind == 2:  # random bytes in the middle
        i = rng.randrange(len(buf))
        return bytes(buf[:i]) + rng.randbytes(rng.randrange(1, 16)) + bytes(buf[i:])
    if kind == 3:  # replace a digit run
        text = buf.decode("utf-8", "replace")
        digits = [i for i, c in enumerate(text) if c.isdigit()]
        i = rng.choice(digits)
        return (
            text[:i] + rng.choice(("9" * 400, "-0", "1e400", "NaN", "Infinity")) + text[i + 1 :]
        ).encode()
    # drop a line
    lines = bytes(buf).split(b"\n")
    del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


@pytest.fixture(scope="module")
def good_doc() -> dict:
    return json.loads(encode(document_from_match(hand_game(5), {"zoom": 1.0, "p": [1, 2]})))


def test_every_mutated_save_loads_or_raises_input_error(good_doc: dict) -> None:
    rng = random.Random(SEED)
    good = encode(good_doc)
    loaded = rejected = 0
    rule_crashes: list[str] = []
    other: list[str] = []
    for case in range(CASES):
        data = mutate_structure(good_doc, rng) if case % 2 else mutate_bytes(good, rng)
        try:
            load_bytes(data)
        except RuleEngineError as exc:
            rule_crashes.append(f"case {case}: {exc}")
        except InputError as exc:
            assert str(exc).split(":")[0].strip(), "the message must start with the field"
            rejected += 1
        except Exception as exc:  # the assertion below names the case
            other.append(f"case {case}: {type(exc).__name__}: {exc}")
        else:
            loaded += 1
    print(f"fuzz: {CASES} cases, {loaded} loaded, {rejected} rejected")
    assert other == []
    assert rule_crashes == []
    assert loaded + rejected == CASES
    # Both outcomes must really occur, or the mutations are too timid / too wild to test much.
    assert loaded >= 10 and rejected >= CASES // 2
