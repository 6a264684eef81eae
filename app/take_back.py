"""Take-back of the last shot: immediate in practice, with the opponent's consent in hot-seat.

In a game for two (or three) at one computer the player who asks is the one who just shot;
the other player must agree, because a take-back can cost them the turn the shot gave them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from app.text import arg, tr
from game.match import Match

CTX = "TakeBack"


def is_practice(match: Match, controller: object = None) -> bool:
    """One player at the table, or a practice session (drills set ``controller.practice``):
    nobody else to ask."""
    return len(match.config.players) < 2 or bool(getattr(controller, "practice", False))


def opponents(match: Match) -> list[str]:
    """Who must agree: everyone but the player who took the last shot."""
    if not match.records:
        return []
    shooter = match.records[-1].decision.shooter
    return [p for p in match.config.players if p != shooter]


def opponent_agrees(parent: QWidget, match: Match) -> bool:
    shooter = match.records[-1].decision.shooter
    others = opponents(match)
    if len(others) == 1:
        text = arg(
            tr(CTX, "%1 asks to take back the last shot. %2, do you agree?"), shooter, others[0]
        )
    else:
        text = arg(
            tr(CTX, "%1 asks to take back the last shot. %2 and %3, do you agree?"),
            shooter,
            others[0],
            others[1],
        )
    answer = QMessageBox.question(
        parent,
        tr(CTX, "Take back"),
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def request_take_back(window) -> bool:  # type: ignore[no-untyped-def]
    """Take the last shot back if the rules of the table allow; True when it was taken back."""
    c = window.controller
    m = c.match
    status = window.statusBar()
    if m is None or not m.records:
        status.showMessage(tr(CTX, "Nothing to take back."), 3000)
        return False
    replay = getattr(window, "replay_controls", None)
    if replay is not None and replay.stepping:
        status.showMessage(tr(CTX, "Leave the replay before taking a shot back."), 3000)
        return False
    ask = getattr(window, "ask_dialogs", True)
    if ask and not is_practice(m, c) and not opponent_agrees(window, m):
        status.showMessage(tr(CTX, "The opponent refused the take-back."), 3000)
        return False
    if not c.take_back():
        status.showMessage(tr(CTX, "A shot cannot be taken back while the balls are moving."), 3000)
        return False
    actions = getattr(window, "save_actions", None)
    if actions is not None:
        actions.autosave_now()  # the autosave must not resume the shot that was taken back
    return True
