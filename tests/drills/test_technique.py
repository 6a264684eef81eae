"""What a stroke shows (game/drills/technique.py), checked in real physics; a drill that
declares a technique its reference stroke does not show fails ``drills verify``, and the
solver finds only strokes that show it; every shipped note names the technique its drill
declares, in every language, and declares every one it names."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import pytest

from game.__main__ import main
from game.drills import format as fmt
from game.drills import solve, technique
from game.drills.format import load_all
from game.drills.play import missing_technique
from game.drills.technique import Technique
from game.errors import InputError
from game.physics.api import SimResult, simulate_detailed
from game.physics.motion import ROLLING
from game.stroke import Stroke
from tests.drills.helpers import carom_raw, drill

T = Technique


def _run(balls: dict[str, list[float]], **stroke: Any) -> tuple[SimResult, Stroke]:
    s = Stroke(ball="white", **{"aim_deg": 90.0, "speed": 2.0, **stroke})
    request = {"table": "carom-match", "discipline": "free_game", "balls": balls, "stroke": s}
    return simulate_detailed(request), s


def _straight_at_red(gap: float, **stroke: Any) -> frozenset[Technique]:
    balls = {"white": [0.0, -1.0], "red": [0.0, -1.0 + gap], "yellow": [0.5, 1.2]}
    return technique.shown(*_run(balls, **stroke))


def test_follow_draw_and_stun_are_read_at_the_first_ball() -> None:
    assert {T.FOLLOW, T.HIGH} <= _straight_at_red(1.0, height=0.45)
    assert T.DRAW not in _straight_at_red(1.0, height=0.45)
    assert {T.DRAW, T.LOW} <= _straight_at_red(0.3, height=-0.5, speed=3.0)
    # Struck at the centre, the ball has had no time to roll before a near ball: a stun.
    near = _straight_at_red(0.07, height=0.0, speed=3.0)
    assert T.STUN in near and not {T.FOLLOW, T.DRAW, T.HIGH, T.LOW} & near
    # The same strike from far away arrives rolling: follow, not stun.
    far = _straight_at_red(1.5, height=0.0)
    assert T.FOLLOW in far and T.STUN not in far


def _off_the_rail(side: float) -> tuple[Technique | None, float]:
    """A ball sent at 45 degrees into the right rail: the side it shows there, and how far
    from the rail's normal it rolls away (degrees)."""
    balls = {"white": [0.2, -0.5], "red": [-0.5, 1.2], "yellow": [-0.5, -1.2]}
    result, _ = _run(balls, aim_deg=45.0, speed=2.0, side=side)
    shown = technique.side_into_first_cushion(result, "white")
    hit = next(e.t for e in result.events if e.type.is_cushion())
    seg = next(g for g in result.segments["white"] if g.t0 > hit and g.state == ROLLING)
    return shown, math.degrees(math.atan2(abs(seg.vy), abs(seg.vx)))


def test_running_side_widens_and_reverse_side_shortens_the_angle() -> None:
    running, wide = _off_the_rail(-0.3)
    reverse, narrow = _off_the_rail(0.3)
    _, plain = _off_the_rail(0.0)
    assert (running, reverse) == (T.RUNNING, T.REVERSE)
    assert wide > plain > narrow
    # No side to speak of at the rail: neither.
    assert _off_the_rail(0.0)[0] is None


def test_a_square_hit_has_neither_running_nor_reverse_side() -> None:
    balls = {"white": [0.0, -0.5], "red": [-0.5, 1.2], "yellow": [0.5, 1.2]}
    result, _ = _run(balls, aim_deg=0.0, speed=2.0, side=0.4)
    assert technique.side_into_first_cushion(result, "white") is None


def test_the_pack_field_is_checked_and_written_back() -> None:
    d = drill(carom_raw(technique=["follow", "reverse", "follow"]))
    assert d.technique == (T.FOLLOW, T.REVERSE)
    assert d.to_json()["technique"] == ["follow", "reverse"]
    assert "technique" not in drill(carom_raw()).to_json()
    with pytest.raises(InputError) as bad:
        drill(carom_raw(technique=["topspin"]))
    assert bad.value.field == "test.json: drills[0].technique[0]"
    assert "unknown technique" in str(bad.value)
    with pytest.raises(InputError, match="list of techniques"):
        drill(carom_raw(technique="follow"))


def _pack(folder: Path, drills: list[dict[str, Any]]) -> None:
    raw = {"format": fmt.FORMAT, "pack": "p", "drills": drills}
    (folder / "p.json").write_text(json.dumps(raw), encoding="utf-8")


def _carom_at_red(gap: float = 1.0, **over: Any) -> dict[str, Any]:
    """White ``gap`` m below the red, straight at it; the goal only asks for the red."""
    return carom_raw(
        balls={"white": [0.0, -1.0], "red": [0.0, -1.0 + gap], "yellow": [0.5, 1.2]},
        discipline="free_game",
        goal={"contacts": ["red"]},
        **over,
    )


def test_verify_fails_a_reference_that_does_not_show_its_technique(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    follow = {"ball": "white", "aim_deg": 90.0, "speed": 2.0, "height": 0.45}
    _pack(tmp_path, [_carom_at_red(id="a", technique=["follow"], stroke=follow)])
    assert main(["drills", "verify", "--dir", str(tmp_path)]) == 0
    _pack(tmp_path, [_carom_at_red(id="a", technique=["draw", "high"], stroke=follow)])
    assert main(["drills", "verify", "--dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL a (p.json): reference stroke does not show draw" in out
    assert "0 of 1 drills solved" in out


def test_the_solver_keeps_only_strokes_that_show_the_technique() -> None:
    # The hint (draw) hits the red, but the note asks for follow: the search moves on to a
    # tip that carries top spin into the red.
    hint = {"ball": "white", "aim_deg": 90.0, "speed": 3.0, "height": -0.5}
    d = drill(_carom_at_red(0.3, technique=["follow"], stroke=hint))
    assert missing_technique(d) == (T.FOLLOW,)
    found = solve.solve(d, aim_span=0.5, step=0.5, enough=1)
    assert found is not None
    assert missing_technique(d, found.stroke) == ()


# The words that name each technique in the notes, per language. A tag's note must use one
# of them; a note that uses one must carry its tag. "Stun" phrases ("no follow, no draw")
# are read first and taken out, so that they do not count as follow or draw.
WORDS: dict[Technique, dict[str, tuple[str, ...]]] = {
    T.STUN: {
        "en": (r"\bstun\b(, not follow)?", r"\bno follow\b", r"\bno draw\b"),
        "ru": (r"клапштос", r"без вращения", r"без наката", r"без оттяжки"),
        "uk": (r"клапштос", r"без обертання", r"без накату", r"без відтяжки"),
    },
    T.FOLLOW: {
        "en": (r"\bfollows?\b", r"\btop spin\b"),
        "ru": (r"накат", r"верхн\w* винт"),
        "uk": (r"накат", r"верхн\w* гвинт"),
    },
    T.DRAW: {
        "en": (r"\bdraw\b",),
        "ru": (r"оттяжк",),
        "uk": (r"відтяжк",),
    },
    T.HIGH: {
        "en": (r"above (the )?centre",),
        "ru": (r"выше центра",),
        "uk": (r"вище центру",),
    },
    T.LOW: {
        "en": (r"below (the )?centre",),
        "ru": (r"ниже центра",),
        "uk": (r"нижче центру",),
    },
    T.RUNNING: {
        "en": (r"running side", r"running english"),
        "ru": (r"попутн\w* винт",),
        "uk": (r"попутн\w* гвинт",),
    },
    T.REVERSE: {
        "en": (r"reverse side", r"reverse english"),
        "ru": (r"обратн\w* винт", r"контрвинт"),
        "uk": (r"зворотн\w* гвинт", r"контргвинт"),
    },
    # Side is named too often otherwise ("side pocket", "side pin") to be read back.
    T.SIDE: {
        "en": (r"\bside\b",),
        "ru": (r"винт",),
        "uk": (r"гвинт",),
    },
}
READ_BACK = tuple(t for t in WORDS if t is not T.SIDE)


def _named(note: str, lang: str) -> set[Technique]:
    text = note.lower()
    out: set[Technique] = set()
    for t in READ_BACK:
        for pattern in WORDS[t][lang]:
            if re.search(pattern, text):
                out.add(t)
                text = re.sub(pattern, " ", text)
    return out


def _names(note: str, lang: str, t: Technique) -> bool:
    return any(re.search(p, note.lower()) for p in WORDS[t][lang])


@pytest.mark.parametrize("d", load_all(), ids=lambda d: d.id)
def test_every_note_names_what_its_drill_declares_and_declares_what_it_names(
    d: fmt.Drill,
) -> None:
    for lang in fmt.LANGUAGES:
        note = d.note[lang]
        for t in d.technique:
            assert _names(note, lang, t), f"{d.id} {lang}: note does not name {t.value}"
        undeclared = _named(note, lang) - set(d.technique)
        assert not undeclared, f"{d.id} {lang}: note names {undeclared} not declared"


def test_the_word_reading_catches_an_undeclared_technique() -> None:
    assert _named("Nearly full on the red with draw; the cue ball comes back.", "en") == {T.DRAW}
    assert _named("Stun, not follow.", "en") == {T.STUN}
    assert _named("без наката и без оттяжки", "ru") == {T.STUN}
    assert _named("с обратным винтом", "ru") == {T.REVERSE}
    assert _named("Биток возвращается обратно к жёлтому.", "ru") == set()


def test_mirrored_figures_show_the_technique_of_their_originals() -> None:
    """Rule CA-4: a left-handed mirror plays the same figure, so its note still holds."""
    from game.drills.mirror import mirror_drill

    figures = [d for d in load_all() if d.discipline == "artistic" and d.technique]
    assert figures
    assert {d.id: missing_technique(mirror_drill(d)) for d in figures} == {
        d.id: () for d in figures
    }
