"""The player's own drill pack (user_drills.json) and the free table's referee reading."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from game.drills import command, free_reading, user_pack
from game.drills.format import load_all, parse_drill
from game.drills.play import attempt
from game.errors import InputError
from game.physics.api import simulate_detailed


def _asset(drill_id: str):  # type: ignore[no-untyped-def]
    return next(d for d in load_all() if d.id == drill_id)


def _raw_from(drill_id: str, template: str, title: str = "Mine", **goal_args: str):  # type: ignore[no-untyped-def]
    d = _asset(drill_id)
    goal, words = user_pack.goal_for(template, d.discipline, **goal_args)
    return user_pack.build(
        drill_id="x",
        title=title,
        discipline=d.discipline,
        balls=d.balls,
        pins=d.pins,
        stroke=d.stroke,
        goal=goal,
        goal_text=words,
    )


def test_templates_fit_their_tables() -> None:
    seven = {t.id for t in user_pack.templates_for("seven_pins_classic")}
    carom = {t.id for t in user_pack.templates_for("three_cushion")}
    five = {t.id for t in user_pack.templates_for("five_pins")}
    assert {"king_alone", "pocket", "carom", "pins_legally"} <= seven
    assert "three_cushion_point" not in seven and "pocket" not in carom
    assert {"three_cushion_point", "carom"} <= carom and "king_alone" not in carom
    assert "pins_legally" in five and "king_alone" not in five
    with pytest.raises(InputError):
        user_pack.goal_for("king_alone", "three_cushion")


def test_pocket_goal_names_ball_and_pocket_in_three_languages() -> None:
    """The pocket is named as the table is drawn: the right long cushion at the bottom, the
    foot on the right (the side pockets are at the top and the bottom, not left and right)."""
    goal, words = user_pack.goal_for("pocket", "seven_pins_classic", "o2", "side_right")
    assert goal == {"pocketed": "o2", "pocket": "side_right"}
    assert words["en"] == "Pocket the black in the bottom side pocket."
    assert words["ru"] == "Забейте чёрный в нижнюю среднюю лузу."
    assert words["uk"] == "Забийте чорну в нижню середню лузу."
    _goal, corner = user_pack.goal_for("pocket", "seven_pins_classic", "o1", "foot_left")
    assert corner["en"] == "Pocket the pink in the top-right corner pocket."
    with pytest.raises(InputError):
        user_pack.goal_for("pocket", "seven_pins_classic", "o2", "middle")


def test_title_is_kept_in_all_three_languages() -> None:
    raw = _raw_from("c3-umbrella", "three_cushion_point", title="  Моя   позиция ")
    assert raw["title"] == {"en": "Моя позиция", "ru": "Моя позиция", "uk": "Моя позиция"}
    parse_drill(raw, "t", "user")  # a valid drill of the pack format
    with pytest.raises(InputError):
        _raw_from("c3-umbrella", "three_cushion_point", title="   ")


def test_add_writes_a_valid_pack_with_fresh_ids_and_verify_solves_it(tmp_path: Path) -> None:
    first = user_pack.add(_raw_from("c3-umbrella", "three_cushion_point"), tmp_path)
    second = user_pack.add(
        _raw_from("7p-pot-foot-left", "pocket", ball="o1", pocket="foot_left"), tmp_path
    )
    assert (first.id, second.id) == ("my-1", "my-2")
    assert [d.id for d in user_pack.load(tmp_path)] == ["my-1", "my-2"]
    raw = json.loads((tmp_path / "user_drills.json").read_text(encoding="utf-8"))
    assert raw["format"] == "kegli-drills/1" and raw["pack"] == "user"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["user_drills.json"]  # no temp left
    # `python -m game drills verify` over the user's folder: every reference stroke solves.
    assert command.run(argparse.Namespace(action="verify", dir=tmp_path, id=[])) == 0
    assert all(attempt(d).success for d in user_pack.load(tmp_path))


def test_a_goal_the_stroke_misses_fails_verify(tmp_path: Path) -> None:
    # The umbrella's stroke scores a three-cushion point, but pockets nothing.
    raw = _raw_from("c3-umbrella", "carom")
    raw["goal"] = {"not": {"carom": True}}
    user_pack.add(raw, tmp_path)
    assert command.run(argparse.Namespace(action="verify", dir=tmp_path, id=[])) == 1


def test_ids_never_clash_with_the_game_packs(tmp_path: Path) -> None:
    assert user_pack.new_id(["my-1", "my-3"]) == "my-2"
    saved = user_pack.add(_raw_from("c3-umbrella", "carom"), tmp_path)
    assert saved.id not in {d.id for d in load_all()}


def test_a_damaged_pack_is_reported_and_never_overwritten(tmp_path: Path) -> None:
    bad = '{"format": "kegli-drills/1", "pack": "user", "drills": [{"id": 3}]}'
    (tmp_path / "user_drills.json").write_text(bad, encoding="utf-8")
    with pytest.raises(InputError) as load_err:
        user_pack.load(tmp_path)
    assert str(load_err.value).startswith("user_drills.json: drills[0].id")
    with pytest.raises(InputError):
        user_pack.add(_raw_from("c3-umbrella", "carom"), tmp_path)
    assert (tmp_path / "user_drills.json").read_text(encoding="utf-8") == bad


def test_an_invalid_drill_is_refused_before_writing(tmp_path: Path) -> None:
    raw = _raw_from("c3-umbrella", "carom")
    raw["balls"]["yellow"] = raw["balls"]["white"]  # two balls on one place
    with pytest.raises(InputError):
        user_pack.add(raw, tmp_path)
    assert not (tmp_path / "user_drills.json").exists()


def test_no_file_means_no_drills(tmp_path: Path) -> None:
    assert user_pack.load(tmp_path) == []


@pytest.mark.parametrize(
    ("drill_id", "points"),
    [("7p-king-alone-diagonal", 50), ("c3-umbrella", 1), ("5p-two-pins", 4)],
)
def test_referee_reading_of_one_shot(drill_id: str, points: int) -> None:
    """Rule 7C-13 (king alone 50), C3-1 (a point), 5P-7 (pins count): the discipline's own
    referee reads the shot as if the position arose in play."""
    d = _asset(drill_id)
    result = simulate_detailed(d.request())
    judged = free_reading.reading(d.discipline, d.balls, d.pins, d.stroke, result)
    assert judged is not None
    _config, decision = judged
    assert decision.points == points and not decision.fouls


def test_carom_reading_is_not_a_break() -> None:
    """Rule C-3 binds the break only: a free-table shot hitting yellow first is no foul
    (judged as the first shot of a game, the same shot is one)."""
    d = _asset("c3-double-rail")
    sim = simulate_detailed(d.request())
    first = next(e for e in sim.events if e.type == "ball")
    assert (first.a, first.b) == ("white", "yellow")
    judged = free_reading.reading(d.discipline, d.balls, d.pins, d.stroke, sim)
    assert judged is not None and "break_not_red" not in judged[1].fouls
    assert judged[1].points == 1
    from game.rules.judge import judge_decisions

    as_break = judge_decisions(
        {
            "discipline": "three_cushion",
            "players": ["A", "B"],
            "shots": [{"stroke": d.stroke.to_json(), **sim.to_json()}],
        }
    )
    assert "break_not_red" in as_break[0].fouls


def test_no_referee_for_artistic() -> None:
    assert free_reading.reading("artistic", {}, {}, {"ball": "white"}, {"events": []}) is None


def test_verify_user_flag_checks_the_players_pack(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("KEGLI_DATA_DIR", str(tmp_path))
    user_pack.add(_raw_from("c3-umbrella", "three_cushion_point"), tmp_path)
    args = argparse.Namespace(action="verify", dir=None, id=[], user=True)
    assert command.run(args) == 0
    assert "1 of 1 drills solved" in capsys.readouterr().out
