"""One room code for the window and the headless host: read out, typed back by hand."""

from __future__ import annotations

from game.net.room_code import ALPHABET, LENGTH, cleaned, new_room_code, same_code


def test_a_code_is_made_of_letters_no_one_misreads() -> None:
    codes = {new_room_code() for _ in range(200)}
    assert len(codes) > 190  # made up afresh
    for code in codes:
        assert len(code) == LENGTH and set(code) <= set(ALPHABET)
    assert not set("0O1IL2Z5S8B") & set(ALPHABET)


def test_a_code_typed_with_spaces_dashes_or_small_letters_is_the_same() -> None:
    assert cleaned(" ac-d e4 ") == "ACDE4"
    assert same_code("acd-e49", "ACDE49")
    assert not same_code("ACDE4", "ACDE49") and not same_code("", "ACDE49")
