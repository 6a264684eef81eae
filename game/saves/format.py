"""The ``.kegli`` save document (version 3): build it from a match, check its shape, encode it.

A save is a shot log (contract.md, "python -m game judge") with more fields around it, so
``python -m game judge game.kegli`` judges a saved game as it is. See docs/save-format.md.

This module checks the *shape* of every field (types, ranges, known ids, balls on the cloth).
Whether the log really leads to the stored scores and position is ``load.py``'s job.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game import disciplines
from game.ai.levels import LEVELS
from game.errors import InputError
from game.json_input import decode_text, strict_loads
from game.limits import MAX_EVENTS, MAX_SHOTS
from game.match import Match, ShotRecord, TablePosition, ball_in_hand_after, ball_radius
from game.physics import sets
from game.physics.placement import ball_fits
from game.rules.model import MatchConfig, outcome_json
from game.saves import fields as f
from game.saves.problems import SaveError, stage
from game.stroke import Stroke
from game.tables import TABLES, Table

FORMAT = "kegli-save"
VERSION = 3  # the newest version this Kegli reads
# Version 2 added "computers" (which players the computer plays, at what level).
COMPUTERS_VERSION = 2
# Version 3 added "physics", the physics set the game is played with (game/physics/sets.py);
# every save now names it, so every save is written as version 3. A save without it was
# played with the legacy set.
PHYSICS_VERSION = 3
EXTENSION = ".kegli"

VIEW_DEPTH = 8
VIEW_ITEMS = 5_000

TOP_KEYS = (
    "format",
    "version",
    "discipline",
    "options",
    "players",
    "first",
    "table",
    "physics",
    "computers",
    "shots",
    "state",
    "view",
)
LOG_KEYS = ("discipline", "options", "players", "first", "table", "physics", "shots")
SHOT_KEYS = ("stroke", "events", "final", "start", "choice", "manual_fouls", "breaker")
FINAL_KEYS = ("balls", "pins_standing", "pins_down", "pocketed", "off_table")
POSITION_KEYS = ("balls", "pins", "pins_off")
STATE_KEYS = (
    "shots",
    "position",
    "ball_placed",
    "pending_choice",
    "scores",
    "next",
    "winner",
)
OPTION_DEPTH = 3
OPTION_ITEMS = 64


@dataclass(frozen=True)
class SavedState:
    """What the window showed when the game was saved; load checks it against the log."""

    shots: int
    position: TablePosition
    ball_placed: bool
    pending_choice: str | None
    scores: dict[str, int]
    next: str | None
    winner: str | None


@dataclass(frozen=True)
class SaveDocument:
    """A save whose every field has the right shape (not yet re-judged)."""

    log: dict[str, Any]  # exactly the judge input: discipline ... shots
    state: SavedState
    view: dict[str, Any]
    computers: dict[str, int] = field(default_factory=dict)  # player -> computer level

    @property
    def discipline(self) -> str:
        return str(self.log["discipline"])

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.log["players"])

    @property
    def physics(self) -> str:
        """The physics set the game is played with (the legacy set if the file names none)."""
        return str(self.log["physics"])


# -- building -------------------------------------------------------------------------------
def expected_hand(match: Match) -> str | None:
    """The ball the rules put in hand now, whether or not it has been placed yet."""
    return ball_in_hand_after(match.last_decision, match.opening, match.pending_choice)


@dataclass(frozen=True)
class MatchSnapshot:
    """A match frozen at one moment, cheap to take: the played shots are shared, not copied.

    A ShotRecord never changes once played, so a snapshot can be turned into a document on
    another thread while the window plays on (take-back pops from the match's own list, not
    from the snapshot's tuple).
    """

    config: MatchConfig
    records: tuple[ShotRecord, ...]
    state: dict[str, Any]
    view: dict[str, Any]
    computers: dict[str, int] = field(default_factory=dict)  # player -> computer level

    @property
    def shots(self) -> int:
        return len(self.records)


def snapshot(
    match: Match,
    view: Mapping[str, Any] | None = None,
    computers: Mapping[str, int] | None = None,
) -> MatchSnapshot:
    """``computers``: the players the computer plays (their levels); others are people."""
    players = match.config.players
    return MatchSnapshot(
        config=match.config,
        records=tuple(match.records),
        state={
            "shots": len(match.records),
            "position": match.position.to_json(),
            "ball_placed": expected_hand(match) is not None and match.ball_in_hand is None,
            "pending_choice": match.pending_choice,
            "scores": dict(match.scores),
            "next": match.next_player,
            "winner": outcome_json(match.outcome),
        },
        view=json.loads(json.dumps(dict(view or {}))),  # small; detached from the window
        computers={p: int(n) for p, n in (computers or {}).items() if p in players},
    )


def _header(cfg: MatchConfig, computers: Mapping[str, int]) -> dict[str, Any]:
    """A save's first keys: the format, then who plays what (a save is also a shot log)."""
    head: dict[str, Any] = {
        "format": FORMAT,
        "version": PHYSICS_VERSION,
        "discipline": cfg.discipline,
        "options": dict(cfg.options),
        "players": list(cfg.players),
        "first": cfg.first,
        "table": cfg.table,
        "physics": cfg.physics,
    }
    if computers:
        head["computers"] = {p: computers[p] for p in cfg.players if p in computers}
    return head


def document_from_snapshot(snap: MatchSnapshot) -> dict[str, Any]:
    """The save document for a snapshot; raises InputError if it would not load back."""
    cfg = snap.config
    shots = [r.to_log() for r in snap.records]
    doc: dict[str, Any] = {
        **_header(cfg, snap.computers),
        "shots": shots,
        "state": snap.state,
        "view": snap.view,
    }
    parse_document(doc)  # never write a file that would be refused on reading
    return doc


def document_from_match(
    match: Match,
    view: Mapping[str, Any] | None = None,
    computers: Mapping[str, int] | None = None,
) -> dict[str, Any]:
    """The save document for a match; raises InputError if it would not load back."""
    return document_from_snapshot(snapshot(match, view, computers))


def encode_snapshot(snap: MatchSnapshot) -> bytes:
    """The save file for a snapshot, checked like ``document_from_snapshot`` but fast.

    Each played shot is checked and encoded once (kept on its ShotRecord); a write then
    checks only the game's header and state and joins the shots' texts. One shot per line.
    The result is the same JSON document ``encode(document_from_snapshot(snap))`` holds.
    """
    cfg = snap.config
    head = _header(cfg, snap.computers)
    with stage("invalid"):
        discipline, table, physics = _config(head)
        _computers(head, tuple(cfg.players))
        entry = disciplines.get(discipline)
        balls, pins = entry.balls, entry.pins
        cloth = Cloth(table, ball_radius(table), physics)
        if len(snap.records) > MAX_SHOTS:
            raise InputError("shots", f"has more than {MAX_SHOTS} items")
        texts = [_shot_text(rec, i, cloth, balls, pins) for i, rec in enumerate(snap.records)]
        _state(snap.state, "state", cloth, balls, pins, tuple(cfg.players))
        view = f.plain_json(snap.view, "view", VIEW_DEPTH, VIEW_ITEMS)
    try:
        parts = [json.dumps(head, ensure_ascii=False, allow_nan=False)[:-1]]
        parts.append(', "shots": [\n' + ",\n".join(texts) + "\n]")
        parts.append(', "state": ' + json.dumps(snap.state, ensure_ascii=False, allow_nan=False))
        parts.append(', "view": ' + json.dumps(view, ensure_ascii=False, allow_nan=False))
        return ("".join(parts) + "}\n").encode("utf-8")
    except (TypeError, ValueError) as exc:
        raise InputError("save", f"cannot be written as JSON: {exc}") from None


def _shot_text(
    rec: ShotRecord, i: int, cloth: Cloth, balls: tuple[str, ...], pins: tuple[str, ...]
) -> str:
    if rec.save_text is None:
        shot = rec.to_log()
        _shot(shot, f"shots[{i}]", cloth, balls, pins)
        try:
            rec.save_text = json.dumps(shot, ensure_ascii=False, allow_nan=False)
            rec.save_text.encode("utf-8")
        except (TypeError, ValueError) as exc:
            rec.save_text = None
            raise InputError(f"shots[{i}]", f"cannot be written as JSON: {exc}") from None
    return rec.save_text


def encode(doc: Mapping[str, Any]) -> bytes:
    """UTF-8 JSON, one field per line; floats round-trip exactly (``repr``)."""
    try:
        text = json.dumps(doc, ensure_ascii=False, allow_nan=False, indent=1)
        return (text + "\n").encode("utf-8")  # a lone surrogate fails here, not later
    except (TypeError, ValueError) as exc:
        raise InputError("save", f"cannot be written as JSON: {exc}") from None


# -- reading --------------------------------------------------------------------------------
def decode(data: bytes) -> Any:
    """Strict JSON (game.json_input): UTF-8, no NaN/Infinity, no duplicate keys, bounded
    numbers and depth, no lone surrogates."""
    try:
        text = decode_text(data, "file")
    except InputError:
        raise SaveError("file", "is not UTF-8 text (not a Kegli save)", "not_json") from None
    if not text.strip():
        raise SaveError("file", "is empty", "truncated")
    try:
        with stage("not_json"):
            return strict_loads(text, "file")
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        body = text.strip()
        # A save is one object: one that opens but never closes was cut off.
        if exc.pos >= len(text.rstrip()) or (body.startswith("{") and not body.endswith("}")):
            raise SaveError(
                "file", f"is truncated: the JSON ends early ({where})", "truncated"
            ) from None
        raise SaveError("file", f"is not valid JSON ({where})", "not_json") from None


def parse_document(raw: Any) -> SaveDocument:
    """Check every field of a decoded save; raise SaveError naming the first bad one."""
    with stage("not_save"):
        doc = f.obj(raw, "file")
        fmt = f.require(doc, "format", "")
        if fmt != FORMAT:
            raise InputError("format", f"is {_show(fmt)}, not {FORMAT!r}: not a Kegli save")
    with stage("version"):
        version = f.require(doc, "version", "")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise InputError("version", "must be a whole number from 1")
        if version > VERSION:
            raise InputError(
                "version",
                f"{version} is from a newer Kegli; this one reads save version {VERSION}",
            )
    with stage("invalid"):
        if "computers" in doc and version < COMPUTERS_VERSION:
            raise InputError("computers", f"needs save version {COMPUTERS_VERSION}")
        if "physics" in doc and version < PHYSICS_VERSION:
            raise InputError("physics", f"needs save version {PHYSICS_VERSION}")
        return _parse_fields(doc)


def _parse_fields(doc: Mapping[str, Any]) -> SaveDocument:
    f.only_keys(doc, TOP_KEYS, "")
    discipline, table, physics = _config(doc)
    players = tuple(doc["players"])
    balls = disciplines.get(discipline).balls
    pins = disciplines.get(discipline).pins
    cloth = Cloth(table, ball_radius(table), physics)
    shots_raw = f.array(f.require(doc, "shots", ""), "shots", MAX_SHOTS)
    shots = [_shot(s, f"shots[{i}]", cloth, balls, pins) for i, s in enumerate(shots_raw)]
    state = _state(f.require(doc, "state", ""), "state", cloth, balls, pins, players)
    if state.shots != len(shots):
        raise InputError("state.shots", f"says {state.shots} but the log holds {len(shots)}")
    view = f.plain_json(doc.get("view", {}), "view", VIEW_DEPTH, VIEW_ITEMS)
    if not isinstance(view, Mapping):
        raise InputError("view", "must be an object")
    log = {
        "discipline": discipline,
        "options": dict(doc.get("options", {})),
        "players": list(players),
        "first": doc["first"],
        "table": table.id,
        "physics": physics,
        "shots": shots,
    }
    computers = _computers(doc, players)
    return SaveDocument(log=log, state=state, view=dict(view), computers=computers)


def _computers(doc: Mapping[str, Any], players: tuple[str, ...]) -> dict[str, int]:
    """Which players the computer plays and at which level (absent: all are people)."""
    raw = f.obj(doc.get("computers", {}), "computers")
    out: dict[str, int] = {}
    for name in raw:
        where = f"computers.{name}"
        if name not in players:
            raise InputError(where, "is not one of the players")
        n = raw[name]
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(LEVELS):
            raise InputError(where, f"must be a computer level 1-{len(LEVELS)}")
        out[name] = n
    return out


def _show(value: Any) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def _physics(doc: Mapping[str, Any]) -> str:
    """The save's physics set: one this Kegli has (absent: the legacy set, which every save
    from before sets were named was played with)."""
    name = doc.get("physics", sets.LEGACY.name)
    try:
        return sets.get(name).name
    except InputError as exc:
        # Most likely a newer Kegli's set: the game cannot be replayed here.
        raise SaveError(exc.field, exc.reason, "physics") from None


def _config(doc: Mapping[str, Any]) -> tuple[str, Table, str]:
    discipline = f.require(doc, "discipline", "")
    entry = disciplines.REGISTRY.get(discipline) if isinstance(discipline, str) else None
    if entry is None:
        raise SaveError("discipline", f"unknown discipline {_show(discipline)}", "discipline")
    if not entry.refereed:
        raise SaveError(
            "discipline", f"{discipline!r} is practice only and has no referee", "discipline"
        )
    # The discipline's referee checks which options it knows and their ranges when the log
    # is judged; here only that they are small plain JSON.
    options = f.obj(doc.get("options", {}), "options")
    f.plain_json(options, "options", OPTION_DEPTH, OPTION_ITEMS)
    players = f.array(f.require(doc, "players", ""), "players", max_len=3)
    if not players:
        raise InputError("players", "must name at least one player")
    for i, name in enumerate(players):
        if not f.text(name, f"players[{i}]").strip():
            raise InputError(f"players[{i}]", "must not be blank")
    if len(set(players)) != len(players):
        raise InputError("players", "names must differ")
    first = f.require(doc, "first", "")
    if not isinstance(first, str) or first not in players:
        raise InputError("first", f"{_show(first)} is not one of the players")
    table_id = doc.get("table", entry.default_table)
    if not isinstance(table_id, str) or table_id not in TABLES:
        raise InputError("table", f"unknown table {_show(table_id)}")
    if table_id not in entry.tables:
        raise InputError("table", f"{table_id!r} is not a table for {discipline}")
    return entry.id, TABLES[table_id], _physics(doc)


@dataclass(frozen=True)
class Cloth:
    """Where a save's balls may lie: its table, ball radius and physics set (the cushions'
    contact height is one of the set's constants)."""

    table: Table
    r: float
    physics: str


def _on_cloth(p: tuple[float, float], cloth: Cloth, where: str) -> None:
    # The physics' own test, so a save holds exactly the places a shot can leave a ball
    # (against a cushion, in a pocket's jaws) and nothing a replay would refuse.
    if not ball_fits(cloth.table.id, p, cloth.r, cloth.physics):
        raise SaveError(where, f"ball at ({p[0]:g}, {p[1]:g}) lies outside the table", "off_table")


def _on_table(p: tuple[float, float], table: Table, where: str) -> None:
    if abs(p[0]) > table.half_width or abs(p[1]) > table.half_length:
        raise SaveError(where, f"pin at ({p[0]:g}, {p[1]:g}) stands outside the table", "off_table")


def _ball_points(
    raw: Any, where: str, cloth: Cloth, balls: tuple[str, ...], skip: tuple[str, ...]
) -> dict[str, list[float]]:
    points = f.obj(raw, where)
    out: dict[str, list[float]] = {}
    for key in sorted(points):
        at = f"{where}.{key}"
        f.one_of(key, balls, at, "ball")
        p = f.point(points[key], at)
        if key not in skip:  # a pocketed ball's last place may be in the pocket
            _on_cloth(p, cloth, at)
        out[key] = [p[0], p[1]]
    return out


def _position(
    raw: Any, where: str, cloth: Cloth, balls: tuple[str, ...], pins: tuple[str, ...]
) -> TablePosition:
    pos = f.obj(raw, where)
    f.only_keys(pos, POSITION_KEYS, where)
    ball_pts = _ball_points(f.require(pos, "balls", where), f"{where}.balls", cloth, balls, ())
    pin_raw = f.obj(f.require(pos, "pins", where), f"{where}.pins")
    pin_pts: dict[str, tuple[float, float]] = {}
    for key in sorted(pin_raw):
        at = f"{where}.pins.{key}"
        f.one_of(key, pins, at, "pin")
        pin_pts[key] = f.point(pin_raw[key], at)
        _on_table(pin_pts[key], cloth.table, at)
    off = f.ids(f.require(pos, "pins_off", where), pins, f"{where}.pins_off", "pin")
    both = sorted(set(off) & set(pin_pts))
    if both:
        raise InputError(f"{where}.pins_off", f"pin {both[0]!r} is both standing and off")
    return TablePosition(
        balls={k: (v[0], v[1]) for k, v in ball_pts.items()}, pins=pin_pts, pins_off=off
    )


def _stroke(raw: Any, where: str, balls: tuple[str, ...]) -> dict[str, Any]:
    # Every field spelled out, so a replay never depends on a default.
    return Stroke.from_json(raw, where, balls, complete=True).to_json()


def _events(raw: Any, where: str) -> list[dict[str, Any]]:
    # Ids, types and time order are checked by game.events when the log is judged; here only
    # that each event is a flat object, so nothing odd rides along inside a save.
    events = f.array(raw, where, MAX_EVENTS)
    for i, event in enumerate(events):
        at = f"{where}[{i}]"
        for key, value in f.obj(event, at).items():
            if not (value is None or isinstance(value, (str, bool, int, float))):
                raise InputError(f"{at}.{key}", "must be a plain value")
            if isinstance(value, str):
                f.text(value, f"{at}.{key}")
    return [dict(e) for e in events]


def _final(
    raw: Any, where: str, cloth: Cloth, balls: tuple[str, ...], pins: tuple[str, ...]
) -> dict[str, Any]:
    final = f.obj(raw, where)
    f.only_keys(final, FINAL_KEYS, where)
    pocketed = f.ids(final.get("pocketed", []), balls, f"{where}.pocketed", "ball")
    off_table = f.ids(final.get("off_table", []), balls, f"{where}.off_table", "ball")
    gone = pocketed + off_table
    return {
        "balls": _ball_points(final.get("balls", {}), f"{where}.balls", cloth, balls, gone),
        "pins_standing": list(
            f.ids(final.get("pins_standing", []), pins, f"{where}.pins_standing", "pin")
        ),
        "pins_down": list(f.ids(final.get("pins_down", []), pins, f"{where}.pins_down", "pin")),
        "pocketed": list(pocketed),
        "off_table": list(off_table),
    }


def _shot(
    raw: Any, where: str, cloth: Cloth, balls: tuple[str, ...], pins: tuple[str, ...]
) -> dict[str, Any]:
    shot = f.obj(raw, where)
    f.only_keys(shot, SHOT_KEYS, where)
    out: dict[str, Any] = {
        "stroke": _stroke(f.require(shot, "stroke", where), f"{where}.stroke", balls),
        "events": _events(f.require(shot, "events", where), f"{where}.events"),
        "final": _final(f.require(shot, "final", where), f"{where}.final", cloth, balls, pins),
        "start": _position(
            f.require(shot, "start", where), f"{where}.start", cloth, balls, pins
        ).to_json(),
    }
    if shot.get("choice") is not None:
        out["choice"] = f.text(shot["choice"], f"{where}.choice")
    if shot.get("breaker") is not None:  # 5P-4: the lag's winner breaks the deciding game
        out["breaker"] = f.text(shot["breaker"], f"{where}.breaker")
    if "manual_fouls" in shot:
        manual = f.array(shot["manual_fouls"], f"{where}.manual_fouls", max_len=16)
        for i, m in enumerate(manual):
            f.plain_json(f.obj(m, f"{where}.manual_fouls[{i}]"), f"{where}.manual_fouls", 2, 32)
        out["manual_fouls"] = [dict(m) for m in manual]
    return out


def _state(
    raw: Any,
    where: str,
    cloth: Cloth,
    balls: tuple[str, ...],
    pins: tuple[str, ...],
    players: tuple[str, ...],
) -> SavedState:
    state = f.obj(raw, where)
    f.only_keys(state, STATE_KEYS, where)
    for key in STATE_KEYS:
        f.require(state, key, where)
    placed = state["ball_placed"]
    if not isinstance(placed, bool):
        raise InputError(f"{where}.ball_placed", "must be true or false")
    scores_raw = f.obj(state["scores"], f"{where}.scores")
    if sorted(scores_raw) != sorted(players):
        raise InputError(f"{where}.scores", "must hold one score per player")
    scores = {
        p: f.integer(scores_raw[p], f"{where}.scores.{p}", -1_000_000, 1_000_000) for p in players
    }
    nxt = state["next"]
    if nxt is not None and nxt not in players:
        raise InputError(f"{where}.next", f"{_show(nxt)} is not one of the players")
    winner = state["winner"]
    if winner is not None and winner not in (*players, "draw"):
        raise InputError(f"{where}.winner", f"{_show(winner)} is not one of the players")
    return SavedState(
        shots=f.integer(state["shots"], f"{where}.shots", 0, MAX_SHOTS),
        position=_position(state["position"], f"{where}.position", cloth, balls, pins),
        ball_placed=placed,
        pending_choice=f.optional_text(state["pending_choice"], f"{where}.pending_choice"),
        scores=scores,
        next=nxt,
        winner=winner,
    )
