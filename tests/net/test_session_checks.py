"""A session that leaves the simulation of a received stroke to its transport (the window
runs it off the GUI thread): the frames behind the stroke wait for it, in order."""

from __future__ import annotations

from game.match import Match
from game.net.events import PeerChat, Refused, RemoteStroke, ShotJudged
from game.net.players import apply_move, random_hand
from game.net.session import Session, SimJob, Step
from game.physics.api import simulate_detailed

CODE = "ROOM42"


def _pair() -> tuple[Session, Session]:
    match = Match.new("three_cushion", ["Anna", "Bohdan"], options={"target": 1})
    host = Session.hosting(match, 0, "Anna", CODE)
    join = Session.joining("Bohdan", CODE, simulate_here=False)
    host.connected()
    queue = [(join, f) for f in join.connected().out]
    while queue:
        frm, frame = queue.pop(0)
        to = host if frm is join else join
        queue.extend((to, f) for f in to.receive(frame).out)
    assert host.ready and join.ready and host.my_turn
    return host, join


def _shot_and_chat(host: Session) -> list[str]:
    assert host.match is not None
    step = apply_move(host, random_hand(1)(host.match.for_search()))
    return [*step.out, *host.chat("nice").out]


def _feed(join: Session, frames: list[str]) -> tuple[SimJob, Step]:
    """The frames in; (the one simulation asked for, everything else they produced)."""
    job: SimJob | None = None
    rest = Step()
    for frame in frames:
        step = join.receive(frame)
        if step.simulate is not None:
            assert job is None
            job = step.simulate
        rest += Step(step.out, step.events, step.close)
    assert job is not None
    return job, rest


def test_the_frames_behind_a_stroke_wait_for_its_simulation_and_keep_their_order() -> None:
    host, join = _pair()
    job, meanwhile = _feed(join, _shot_and_chat(host))
    assert meanwhile == Step()  # the result and the chat are held, nothing said yet
    assert join.checking and join.waiting_for_result and not join.my_turn
    done = join.simulated(job.ticket, simulate_detailed(job.request))
    kinds = [type(e) for e in done.events]
    assert kinds == [RemoteStroke, ShotJudged, PeerChat]  # as they were sent
    assert not done.out  # nothing refused
    assert not join.checking and join.match is not None and host.match is not None
    assert join.match.to_log() == host.match.to_log()


def test_an_answer_for_a_stroke_of_a_dropped_line_changes_nothing() -> None:
    host, join = _pair()
    job, _ = _feed(join, _shot_and_chat(host))
    join.disconnected()
    assert not join.checking
    late = join.simulated(job.ticket, simulate_detailed(job.request))
    assert late == Step()
    assert join.match is not None and join.match.shots_played == 0


def test_a_stroke_that_cannot_be_simulated_is_refused_and_the_frames_behind_it_are_read() -> None:
    host, join = _pair()
    job, _ = _feed(join, _shot_and_chat(host))
    step = join.simulation_failed(job.ticket, "the engine gave up")
    refused = [e for e in step.events if isinstance(e, Refused)]
    assert refused and refused[0].error.kind == "rules"
    assert join.refused.get("rules") == 1
    assert any(isinstance(e, PeerChat) for e in step.events)  # the chat behind it still read
    assert join.match is not None and join.match.shots_played == 0


def test_a_flood_behind_a_stroke_being_simulated_closes_the_line() -> None:
    host, join = _pair()
    join.rate_burst = 5.0
    job, _ = _feed(join, _shot_and_chat(host)[:1])
    closed = None
    for _ in range(10):
        step = join.receive('{"type":"chat","seq":9,"text":"x"}')
        closed = closed or step.close
    assert closed is not None and closed.kind == "flood"
    assert job.ticket == 1


def test_the_live_aim_says_where_the_ball_in_hand_is_carried_and_put_down() -> None:
    """Protocol 2: the shooter's ball in hand reaches the other side while he places it
    (no stroke yet), then with his aim once it is down."""
    from game.net import protocol as p
    from game.net.events import PeerAim

    host, join = _pair()
    assert host.match is not None and host.match.ball_in_hand is not None  # the break's
    join.simulate_here = True
    carried = host.aim(None, (0.1234567, -0.5))
    assert len(carried.out) == 1
    _seq, msg = p.decode(carried.out[0])
    assert isinstance(msg, p.Aim) and msg.stroke is None and msg.place == (0.1235, -0.5)
    got = join.receive(carried.out[0])
    assert [e.aim.place for e in got.events if isinstance(e, PeerAim)] == [(0.1235, -0.5)]
    host.clock = lambda: 1e6  # past the aim's spacing
    from game.stroke import Stroke

    aimed = host.aim(Stroke("white", 80.0, 2.0), (0.2, -0.5))
    got = join.receive(aimed.out[0])
    shown = [e.aim for e in got.events if isinstance(e, PeerAim)]
    assert shown and shown[0].stroke is not None and shown[0].place == (0.2, -0.5)


def test_an_aim_with_a_ball_in_hand_where_there_is_none_or_off_any_table_is_refused() -> None:
    import pytest

    from game.net import protocol as p
    from game.net.errors import NetError

    frame = '{"type":"aim","seq":3,"shot":0,"stroke":null,"place":[%s]}'
    for bad, where in (("55.0, 0", "aim.place[0]"), ("0, 0, 0", "aim.place")):
        with pytest.raises(NetError) as refused:
            p.decode(frame % bad)
        assert refused.value.field == where and refused.value.kind == "invalid"
    with pytest.raises(NetError) as refused:
        p.decode('{"type":"aim","seq":3,"shot":0,"stroke":null}')  # says nothing
    assert refused.value.kind == "invalid"
    # A ball in hand shown when the rules give none (after the break): refused as rules.
    host, join = _pair()
    join.simulate_here = True
    queue = [(host, f) for f in _shot_and_chat(host)]
    while queue:
        frm, frame = queue.pop(0)
        to = host if frm is join else join
        queue.extend((to, f) for f in to.receive(frame).out)
    shooter, other = (host, join) if host.my_turn else (join, host)
    assert shooter.match is not None and shooter.match.ball_in_hand is None
    assert shooter.aim(None, (0.0, 0.0)).out == ()  # not sent by an honest side
    forged = shooter._send(p.Aim(shooter.match.shots_played, None, (0.0, 0.0)))
    got = other.receive(forged.out[0])
    assert [e.error.kind for e in got.events if isinstance(e, Refused)] == ["rules"]
