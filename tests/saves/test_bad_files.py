"""Each kind of bad file is refused with an InputError naming the problem; nothing else."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from game.errors import InputError
from game.saves.format import VERSION, document_from_match, encode
from game.saves.io import MAX_SAVE_BYTES
from game.saves.load import load_bytes, load_document, load_file
from tests.saves.games import hand_game


@pytest.fixture(scope="module")
def good() -> dict[str, Any]:
    return json.loads(encode(document_from_match(hand_game(5), {"zoom": 1.0})))


def refused(raw: Any) -> InputError:
    with pytest.raises(InputError) as info:
        if isinstance(raw, bytes):
            load_bytes(raw)
        else:
            load_document(raw)
    return info.value


def edited(good: dict[str, Any], change) -> dict[str, Any]:
    doc = copy.deepcopy(good)
    change(doc)
    return doc


def test_the_good_file_loads(good) -> None:
    assert load_document(good).match.scores == hand_game(5).scores


def test_truncated(good) -> None:
    data = encode(good)
    err = refused(data[: len(data) // 2])
    assert err.field == "file" and "truncated" in err.reason


def test_empty(good) -> None:
    assert "empty" in refused(b"").reason


def test_not_json() -> None:
    err = refused(b"PK\x03\x04 this is a zip, not a save")
    assert err.field == "file"
    assert "not valid JSON" in err.reason or "UTF-8" in err.reason
    assert "not valid JSON" in refused(b"{'single': 'quotes'}").reason


def test_not_utf8() -> None:
    assert "UTF-8" in refused(b'{"format": "\xff\xfe"}').reason


def test_json_but_not_a_save() -> None:
    assert refused(b"[1, 2, 3]").field == "file"
    assert refused(b'{"hello": 1}').field == "format"


def test_future_version(good) -> None:
    err = refused(edited(good, lambda d: d.update(version=VERSION + 1)))
    assert err.field == "version" and "newer" in err.reason


def test_unknown_discipline(good) -> None:
    err = refused(edited(good, lambda d: d.update(discipline="snooker")))
    assert err.field == "discipline" and "snooker" in err.reason


def test_discipline_with_no_referee(good) -> None:
    doc = edited(good, lambda d: d.update(discipline="artistic", table="carom-match"))
    assert refused(doc).field in ("discipline", "table")


def test_ball_outside_the_table(good) -> None:
    doc = edited(good, lambda d: d["state"]["position"]["balls"].update(o1=[3.0, 0.0]))
    err = refused(doc)
    assert err.field == "state.position.balls.o1" and "outside the table" in err.reason
    doc = edited(good, lambda d: d["shots"][2]["final"]["balls"].update(o2=[0.0, -1.78]))
    assert refused(doc).field == "shots[2].final.balls.o2"


def test_a_log_that_does_not_judge(good) -> None:
    doc = edited(
        good, lambda d: d["shots"][1]["events"].insert(1, {"t": 0.1, "type": "ball", "a": "cue"})
    )
    err = refused(doc)
    assert err.field.startswith("shots[1].events") and "missing" in err.reason


def test_events_out_of_time_order(good) -> None:
    doc = edited(good, lambda d: d["shots"][0]["events"][2].update(t=9.0))
    assert "time order" in refused(doc).reason


def test_stored_scores_that_the_log_does_not_give(good) -> None:
    doc = edited(good, lambda d: d["state"]["scores"].update(Anna=5))
    err = refused(doc)
    assert err.field == "state.scores.Anna" and "the log gives" in err.reason


def test_stored_position_that_the_log_does_not_give(good) -> None:
    doc = edited(good, lambda d: d["state"]["position"]["balls"].update(o1=[0.1, 0.1]))
    assert refused(doc).field == "state.position.balls.o1"


def test_stored_turn_or_winner_that_the_log_does_not_give(good) -> None:
    assert refused(edited(good, lambda d: d["state"].update(next="Anna"))).field == "state.next"
    assert refused(edited(good, lambda d: d["state"].update(winner="Anna"))).field == (
        "state.winner"
    )


def test_a_shot_that_starts_where_the_previous_did_not_end(good) -> None:
    """Teleporting a ball between two shots is caught even when the rules would not care."""
    doc = edited(good, lambda d: d["shots"][1]["start"]["balls"].update(o2=[0.5, 0.5]))
    assert refused(doc).field == "shots[1].start.balls.o2"


def test_a_ball_in_hand_placed_outside_the_house(good) -> None:
    """7C-20: after the cue ball is pocketed it is placed in the house only."""
    doc = edited(good, lambda d: d["shots"][3]["start"]["balls"].update(cue=[0.0, 0.3]))
    err = refused(doc)
    assert err.field == "shots[3].start.balls.cue" and "house" in err.reason


def test_a_changed_final_position_is_caught_at_the_next_shot(good) -> None:
    doc = edited(good, lambda d: d["shots"][0]["final"]["balls"].update(o1=[0.25, 0.3]))
    assert refused(doc).field == "shots[1].start.balls.o1"


def test_counted_shots_differ(good) -> None:
    doc = edited(good, lambda d: d["shots"].pop())
    assert refused(doc).field == "state.shots"


def test_unknown_field(good) -> None:
    doc = edited(good, lambda d: d["shots"][0].update(script="__import__('os')"))
    err = refused(doc)
    assert err.field == "shots[0].script" and err.reason == "unknown field"


def test_nan_and_infinity_and_huge_numbers(good) -> None:
    text = encode(good).decode()
    assert (
        "not a number" in refused(text.replace('"aim_deg": 88.5', '"aim_deg": NaN').encode()).reason
    )
    assert (
        "too large" in refused(text.replace('"aim_deg": 88.5', '"aim_deg": 1e999').encode()).reason
    )
    assert (
        "too large"
        in refused(
            text.replace(f'"version": {good["version"]}', '"version": ' + "9" * 5000).encode()
        ).reason
    )
    doc = edited(good, lambda d: d["shots"][0]["stroke"].update(speed=1e300))
    assert refused(doc).field == "shots[0].stroke.speed"


def test_duplicate_keys(good) -> None:
    assert "twice" in refused(b'{"format": "kegli-save", "format": "kegli-save"}').reason


def test_deep_nesting() -> None:
    deep = b"[" * 200_000 + b"]" * 200_000
    assert "nested" in refused(deep).reason
    doc = b'{"format": "kegli-save", "version": 1, "view": ' + b"[" * 50 + b"]" * 50 + b"}"
    assert refused(doc).field == "discipline"


def test_deep_view_state(good) -> None:
    view: Any = 0
    for _ in range(20):
        view = {"a": view}
    err = refused(edited(good, lambda d: d.update(view=view)))
    assert err.field.startswith("view") and "nested" in err.reason


def test_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.kegli"
    with path.open("wb") as out:
        out.truncate(MAX_SAVE_BYTES + 1)  # sparse: big on paper, nothing to parse
    with pytest.raises(InputError) as info:
        load_file(path)
    assert info.value.field == "file" and "too large" in info.value.reason


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="does not exist"):
        load_file(tmp_path / "nope.kegli")
    with pytest.raises(InputError, match="folder"):
        load_file(tmp_path)


def test_a_choice_that_was_never_offered(good) -> None:
    """7F-10 choices come only after a foul in the federation game; none here."""
    doc = edited(good, lambda d: d["shots"][1].update(choice="replay"))
    assert refused(doc).field == "shots[1].choice"
    doc = edited(good, lambda d: d["state"].update(pending_choice="replay"))
    assert refused(doc).field == "state.pending_choice"


def test_a_ball_hanging_in_a_pocket_mouth_is_on_the_table(good) -> None:
    """A ball may stop in the jaws of the side pocket, past the cushion line (pyramid)."""
    from game.saves.format import parse_document

    doc = edited(good, lambda d: d["shots"][4]["final"]["balls"].update(o1=[0.8818, -0.0094]))
    parse_document(doc)  # shape is fine; only the stored position then disagrees
    doc = edited(good, lambda d: d["shots"][4]["final"]["balls"].update(o1=[0.8818, 0.5]))
    assert "outside the table" in refused(doc).reason


def test_each_problem_has_a_kind_the_window_can_translate(good, tmp_path: Path) -> None:
    from game.saves.problems import SaveError

    data = encode(good)
    cases = {
        "truncated": data[:-300],
        "not_json": b"\x00\x01 binary junk",
        "not_save": b'{"hello": "world"}',
        "version": edited(good, lambda d: d.update(version=VERSION + 1)),
        "physics": edited(good, lambda d: d.update(physics="kegli-from-the-future")),
        "discipline": edited(good, lambda d: d.update(discipline="snooker")),
        "off_table": edited(good, lambda d: d["state"]["position"]["balls"].update(o1=[0, 9])),
        "invalid": edited(good, lambda d: d["shots"][0]["stroke"].update(speed="fast")),
        "rules": edited(good, lambda d: d["shots"][0]["events"][1].update(b="o9")),
        "mismatch": edited(good, lambda d: d["state"]["scores"].update(Bohdan=0)),
    }
    for kind, raw in cases.items():
        err = refused(raw)
        assert isinstance(err, SaveError) and err.kind == kind, (kind, err)
    huge = tmp_path / "huge.kegli"
    with huge.open("wb") as out:
        out.truncate(MAX_SAVE_BYTES + 10)
    for path, kind in ((huge, "too_large"), (tmp_path / "gone.kegli", "unreadable")):
        with pytest.raises(SaveError) as info:
            load_file(path)
        assert info.value.kind == kind
