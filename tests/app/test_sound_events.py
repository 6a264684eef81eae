"""Sound wiring (app/shot/sound_events.py): each event plays once, when the animation reaches its
time; a skip to rest is silent; a real shot in the window plays its strike and click."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.play.controller import Phase
from app.shot.sound import EVENT_SOUND
from app.shot.sound_events import EventSounds, due
from game.events import Event


class FakeBoard:
    def __init__(self) -> None:
        self.events: list[Event] = []

    def play_event(self, event: Event) -> bool:
        # Like SoundBoard: only events that have a sound play ("rest" has none).
        if event.type not in EVENT_SOUND:
            return False
        self.events.append(event)
        return True


class FakePlayback:
    def __init__(self, events: list[Event]) -> None:
        self.events = events


class FakeAnimator(QObject):
    frame = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.playback: FakePlayback | None = None
        self.t = 0.0

    def at(self, t: float) -> None:
        self.t = t
        self.frame.emit(None)


EVENTS = [
    Event(t=0.0, type="strike", ball="white"),
    Event(t=0.1, type="ball", a="white", b="red", speed=2.0),
    Event(t=0.1, type="cushion", ball="red", cushion="left", speed=1.0),
    Event(t=0.3, type="cushion", ball="white", cushion="foot", speed=1.0),
    Event(t=1.2, type="ball", a="white", b="yellow", speed=0.5),
    Event(t=2.0, type="rest"),
]


def test_due_picks_the_events_between_two_frames() -> None:
    times = [0.0, 0.1, 0.1, 0.3]
    assert list(due(times, 0.0, 0.0, first=True)) == [0]
    assert list(due(times, 0.0, 0.1, first=False)) == [1, 2]
    assert list(due(times, 0.1, 0.29, first=False)) == []


def test_each_event_plays_once_at_its_time(qtbot) -> None:  # type: ignore[no-untyped-def]
    anim, board = FakeAnimator(), FakeBoard()
    sounds = EventSounds(anim, board)
    anim.playback = FakePlayback(EVENTS)
    anim.at(0.0)
    assert [e.type for e in board.events] == ["strike"]
    anim.at(0.05)
    assert len(board.events) == 1
    anim.at(0.12)
    anim.at(0.2)
    anim.at(0.35)
    assert [e.type for e in board.events] == ["strike", "ball", "cushion", "cushion"]
    # Space: skip to rest. The clicks passed over are not fired in a burst.
    anim.at(2.0)
    assert len(board.events) == 4
    # The next shot starts over from its own first event.
    anim.playback = FakePlayback(EVENTS[:2])
    anim.at(0.0)
    anim.at(0.15)
    assert [e.type for e in board.events[4:]] == ["strike", "ball"]
    assert sounds.played == ["strike", "ball", "cushion", "cushion", "strike", "ball"]


def test_a_real_shot_in_the_window_plays_its_events(window, qtbot, scripted) -> None:  # type: ignore[no-untyped-def]
    window.quick_game()
    c = window.controller
    assert c.drop_hand()
    pink = c.match.position.balls["o1"]
    c.mouse_move(*pink)  # aim at the pink: the stand-in shot touches it
    board = FakeBoard()
    EventSounds(c.animator, board)
    assert c.shoot()
    qtbot.waitUntil(
        lambda: len(c.match.records) == 1 and c.phase in (Phase.AIM, Phase.PLACE), timeout=20000
    )
    types = [e.type for e in board.events]
    assert types[0] == "strike" and "ball" in types
    assert types == ["strike", "ball"]  # every sounding event of the shot, once
