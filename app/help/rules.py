"""Rules help: one card per discipline, built from the rules the referee applies.

Every number on a card is read from the engine's own constants at the moment the card is
built (pin values, penalties, targets, balk distances, attempts), so the help can never say
something the referee does not do. Every sentence is one whole ``tr()`` string with
placeholders (``%n`` for the count that decides the plural, ``%1``… for the others), so a
translator sees complete sentences. A card has four parts: the object of the game, what
scores, the fouls, and what continues the turn.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.common.screen_fit import fit_window
from app.help.pyramid_rules import pyramid_parts
from app.words.disciplines import discipline_name
from app.words.numbers import trimmed
from app.words.text import arg, tr
from game import disciplines
from game.drills import programme
from game.rules import balk, carom, five_pins, five_pins_shot, options, seven_pins
from game.rules import seven_pins_values as spv
from game.rules.pyramid import PyramidReferee

CTX = "RulesHelp"


@dataclass(frozen=True)
class Section:
    heading: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Card:
    discipline: str
    title: str
    sections: tuple[Section, ...]

    def text(self) -> str:
        """The card as plain text (tests, the clipboard)."""
        out = [self.title]
        for s in self.sections:
            out.append("")
            out.append(s.heading)
            out.extend(f"• {line}" for line in s.lines)
        return "\n".join(out)

    def html(self) -> str:
        parts = [f"<h2>{html.escape(self.title)}</h2>"]
        for s in self.sections:
            parts.append(f"<h3>{html.escape(s.heading)}</h3><ul>")
            parts.extend(f"<li>{html.escape(line)}</li>" for line in s.lines)
            parts.append("</ul>")
        return "".join(parts)


def _n(text: str, n: int) -> str:
    return tr(CTX, text, n)


def _cm(metres: float) -> str:
    return trimmed(metres * 100, 1)


def _heads() -> tuple[str, str, str, str]:
    return (
        tr(CTX, "Object of the game"),
        tr(CTX, "What scores"),
        tr(CTX, "Fouls"),
        tr(CTX, "The turn"),
    )


# -- seven pins (7C, 7F) --------------------------------------------------------------------
def _seven_pins(fed: bool, opts: Mapping[str, Any]) -> tuple[Section, ...]:
    start = int(opts.get("start_total", seven_pins.DEFAULT_START_TOTAL))
    foul = seven_pins.FOUL_POINTS
    king = spv.PIN_VALUE[spv.KING]
    small = spv.PIN_VALUE[spv.SMALL_PINS[0]]
    side = spv.PIN_VALUE[spv.SIDE_PINS[0]]
    h_object, h_values, h_fouls, h_turn = _heads()
    obj = [
        _n(
            "Each player starts at %n and counts down: points scored are written off, "
            "penalties are added. The first to bring the total to 0 wins.",
            start,
        ),
        tr(CTX, "All players strike the same cue ball, at two object balls and seven pins."),
        tr(
            CTX,
            "Pins score only when knocked down by an object ball that has touched a "
            "cushion (directly, or through a ball that had).",
        ),
    ]
    if fed:
        obj.append(
            tr(
                CTX,
                "Touching an object ball with the cue ball is a legal stroke (a safety) "
                "even without a cushion.",
            ),
        )
    values = [
        _n("The king: %n point(s).", king),
        _n("Each small pin around the king: %n point(s).", small),
        _n("Each side pin on the spots: %n point(s).", side)
        if not fed
        else _n("Each medium pin on spots 1 and 3: %n point(s).", side),
        _n("The king alone, no other pin falling: %n point(s).", spv.KING_ALONE)
        if not fed
        else _n(
            "The king alone while all four small pins stay standing: %n point(s).", spv.KING_ALONE
        ),
        _n("The king with all four small pins: %n point(s).", spv.CENTRAL_FIVE),
        _n(
            "A carom (the cue ball touches both object balls): %n point(s), one carom per "
            "shot however often the balls meet.",
            spv.CAROM_VALUE,
        ),
        _n("Each object ball pocketed: %n point(s).", spv.POCKET_VALUE),
        tr(
            CTX,
            "All seven pins in one legal shot win the game at once, and so do both "
            "object balls pocketed in one shot.",
        ),
        _n(
            "%n caroms in a row in one inning, each scoring nothing else, win the game.",
            seven_pins.FIVE_CAROMS,
        ),
    ]
    if fed:
        values.append(
            arg(
                _n(
                    "Called carom (an option): made, %n point(s); missed, a penalty of %1.",
                    spv.CAROM_VALUE,
                ),
                foul,
            )
        )
    fouls = [
        tr(
            CTX,
            "Pins knocked down by the cue ball, or by an object ball that has not touched "
            "a cushion: their value is added to your total.",
        ),
        _n("The cue ball touches no object ball: %n point(s) added.", foul),
        _n("The cue ball is pocketed: %n point(s) added.", foul),
        _n("A ball leaves the table: %n point(s) added.", foul),
        tr(
            CTX,
            "In a foul shot, everything the shot would have scored and all points written "
            "off earlier in the same inning are added too.",
        ),
        tr(CTX, "All seven pins in a foul shot: the starting total is added."),
        _n(
            "When the cue ball is frozen or snookered you may declare a roll-out for %n "
            "point(s); the leader may not.",
            foul,
        ),
    ]
    if fed:
        fouls.append(
            tr(
                CTX,
                "After a foul the opponent chooses: play from the position as it lies, or "
                "make the offender play again.",
            ),
        )
    turn = [
        tr(CTX, "You play on while each shot scores without a foul."),
        tr(CTX, "A safety, a shot that scores nothing, or a foul passes the turn."),
        tr(
            CTX,
            "After the cue ball is pocketed or leaves the table, the opponent has it in "
            "hand in the house.",
        ),
    ]
    return (
        Section(h_object, tuple(obj)),
        Section(h_values, tuple(values)),
        Section(h_fouls, tuple(fouls)),
        Section(h_turn, tuple(turn)),
    )


# -- five pins (5P) -----------------------------------------------------------------------------
def _five_pins(opts: Mapping[str, Any]) -> tuple[Section, ...]:
    target = int(opts.get("target", five_pins.FivePinsReferee.OPTIONS.target.default))
    red_alone = int(opts.get("red_pin_alone", options.Options(target=target).red_pin_alone))
    side = five_pins_shot.pin_values(five_pins_shot.SIDE_PINS[:1], red_alone)
    side_value = side[five_pins_shot.SIDE_PINS[0]]
    with_sides = five_pins_shot.pin_values(("centre", five_pins_shot.SIDE_PINS[0]), red_alone)
    alone = five_pins_shot.pin_values(("centre",), red_alone)["centre"]
    base = five_pins.BASE_PENALTY
    h_object, h_values, h_fouls, h_turn = _heads()
    obj = (
        _n(
            "Reach %n points first; a final shot that passes the target counts only up to it.",
            target,
        ),
        tr(
            CTX,
            "Each player keeps one cue ball for the whole match (white and yellow). The "
            "red and five pins in a cross on the centre spot are the targets.",
        ),
        tr(CTX, "Nothing scores unless your cue ball hits the opponent's ball first."),
    )
    values = (
        _n(
            "Each side pin knocked down by the opponent's ball or the red: %n point(s).", side_value
        ),
        _n("The centre pin together with side pins: %n point(s) for itself.", with_sides["centre"]),
        _n("The centre pin alone: %n point(s).", alone),
        _n(
            "Carom — cue ball, opponent's ball, then the red: %n point(s).",
            five_pins_shot.CAROM_POINTS,
        ),
        _n(
            "Ricochet — the opponent's ball onto the red: %n point(s).",
            five_pins_shot.RICOCHET_POINTS,
        ),
        tr(CTX, "Only the higher of carom and ricochet counts; pin and carom points add up."),
    )
    fouls = (
        tr(CTX, "The points of a foul go to the opponent."),
        _n(
            "Missing the opponent's ball: %n point(s) plus the value of every pin and carom "
            "in the shot.",
            base,
        ),
        _n("Hitting the red first: %n point(s) plus the pins.", base + five_pins.RED_FIRST_EXTRA),
        tr(
            CTX,
            "Your cue ball knocking pins after a correct hit: those pins and any carom go "
            "to the opponent, with no base penalty and no ball in hand.",
        ),
        _n(
            "A ball leaving the table, and other fouls: %n point(s) and ball in hand for the "
            "opponent.",
            base,
        ),
    )
    turn = (
        tr(CTX, "One stroke per turn, whatever it scores: players alternate."),
        tr(
            CTX,
            "After a foul with ball in hand the opponent places his ball in the half away "
            "from yours, or asks for yours on the top mark.",
        ),
    )
    return (
        Section(h_object, obj),
        Section(h_values, values),
        Section(h_fouls, fouls),
        Section(h_turn, turn),
    )


# -- carom (C, C1, C3, CF, CB) ------------------------------------------------------------------
def _carom(ref: type[carom.CaromReferee], opts: Mapping[str, Any]) -> tuple[Section, ...]:
    schema = ref.OPTIONS
    target = int(opts.get("target", schema.target.default))
    h_object, h_values, h_fouls, h_turn = _heads()
    obj = [
        _n("The first to %n points wins.", target),
        tr(CTX, "Each player has his own cue ball for the whole game; the red is never struck."),
    ]
    if schema.games is not None:
        games = int(opts.get("games", schema.games))
        obj.append(_n("The match goes to the first player to win %n game(s).", games))
    obj.append(
        tr(
            CTX,
            "Players have the same number of innings: when the breaker reaches the "
            "target first, the others finish the round.",
        ),
    )
    point = tr(CTX, "A point: your cue ball touches both object balls in one shot.")
    values = [point]
    fouls = [
        tr(CTX, "The break must hit the red first."),
        tr(CTX, "Playing the wrong cue ball."),
        tr(
            CTX,
            "A declared safety must send a ball to a cushion after the contact; two "
            "safeties in a row are a foul.",
        ),
        tr(CTX, "Playing first into a ball your cue ball is frozen to."),
    ]
    cushions = ref.CUSHIONS_FOR_POINT
    if cushions > 1:
        values.append(
            _n(
                "Your cue ball must touch cushions at least %n times before the second object "
                "ball (touches of the same cushion count each time).",
                cushions,
            ),
        )
    elif cushions == 1:
        values.append(
            _n(
                "Your cue ball must touch at least %n cushion(s) before the second object ball.",
                cushions,
            ),
        )
    else:
        values.append(tr(CTX, "No cushion is needed."))
    if ref.ANY_BALL_OFF_IS_FOUL:
        fouls.append(tr(CTX, "Any ball leaving the table is a foul, even with a point."))
    else:
        fouls.append(tr(CTX, "The cue ball leaving the table."))
    if ref.FOUL_POINTS:
        fouls.append(
            _n(
                "Each fault — a carom without the cushion, or a foul — deducts %n point(s); "
                "a score never goes below 0.",
                carom.ONE_CUSHION_FAULT_POINTS,
            ),
        )
    elif cushions > 1:
        fouls.append(tr(CTX, "A foul ends the inning; no points are deducted."))
    if issubclass(ref, carom.FreeGameReferee):
        long_leg, short_leg = opts.get("triangle_size", options.TRIANGLE_DEFAULT)
        caroms = int(opts.get("triangle_caroms", 2))
        values.append(
            arg(
                tr(
                    CTX,
                    "Corner triangles: %1 cm along the long cushion and %2 cm along the short one.",
                ),
                _cm(long_leg),
                _cm(short_leg),
            ),
        )
        if caroms == 2:
            values.append(
                tr(
                    CTX,
                    "With both object balls in one triangle, one carom counts there; the "
                    "next counts only if an object ball ends outside it.",
                ),
            )
        else:
            values.append(
                tr(
                    CTX,
                    "With both object balls in one triangle, a carom counts only if an "
                    "object ball ends outside it.",
                ),
            )
    if issubclass(ref, carom.BalklineReferee):
        distance = balk.BALK_71 if ref.LINES == "71" else balk.BALK_47
        if ref.LINES == "71":
            values.append(
                arg(
                    tr(
                        CTX,
                        "Balk lines %1 cm from each short cushion and along the middle "
                        "make six balk spaces.",
                    ),
                    _cm(distance),
                ),
            )
        else:
            values.append(
                arg(
                    tr(CTX, "Balk lines %1 cm from each cushion make nine balk spaces."),
                    _cm(distance),
                ),
            )
        if ref.FREE == 0:
            values.append(
                tr(
                    CTX,
                    "With both object balls in one balk space, every carom must leave an "
                    "object ball outside it.",
                ),
            )
        else:
            values.append(
                tr(
                    CTX,
                    "With both object balls in one balk space, one carom may be made "
                    "there; the next must leave an object ball outside it.",
                ),
            )
        values.append(
            arg(
                tr(
                    CTX,
                    "Anchor squares of %1 cm where the lines meet the cushions are "
                    "restricted the same way.",
                ),
                _cm(balk.ANCHOR_SIDE),
            ),
        )
    if issubclass(ref, (carom.FreeGameReferee, carom.BalklineReferee)):
        values.append(
            tr(CTX, "A carom that does not count ends the inning, without a penalty."),
        )
    turn = (
        tr(CTX, "A point continues the inning; a miss or a foul ends it."),
        tr(CTX, "After a foul the opponent takes the position as it lies."),
    )
    return (
        Section(h_object, tuple(obj)),
        Section(h_values, tuple(values)),
        Section(h_fouls, tuple(fouls)),
        Section(h_turn, turn),
    )


# -- artistic (CA) ------------------------------------------------------------------------------
def _artistic() -> tuple[Section, ...]:
    h_object, h_values, h_fouls, h_turn = _heads()
    values = programme.SET_VALUES
    obj = (
        tr(
            CTX,
            "Practice: each figure is a set position with a required path — the exact "
            "order of the cue ball's contacts with the object balls and cushions.",
        ),
        _n("You have %n attempt(s) at each figure.", programme.ATTEMPTS_PER_FIGURE),
    )
    scoring = (
        tr(CTX, "A success scores the figure's value."),
        arg(
            _n(
                "International programme: %n set(s) of %1 figures, each set worth %2 points.",
                len(programme.SET_NAMES),
            ),
            len(values),
            sum(values),
        ),
    )
    fouls = (tr(CTX, "A ball leaving the table fails the attempt."),)
    turn = (tr(CTX, "The programme moves to the next figure after a success or the last attempt."),)
    return (
        Section(h_object, obj),
        Section(h_values, scoring),
        Section(h_fouls, fouls),
        Section(h_turn, turn),
    )


def card(discipline: str, opts: Mapping[str, Any] | None = None) -> Card:
    """The rules card of a discipline, with the numbers of these options (or the defaults)."""
    o = dict(opts or {})
    spec = disciplines.get(discipline)
    ref = spec.referee
    if spec.figures:
        sections = _artistic()
    elif isinstance(ref, type) and issubclass(ref, seven_pins.SevenPinsReferee):
        sections = _seven_pins(ref.FEDERATION, o)
    elif isinstance(ref, type) and issubclass(ref, five_pins.FivePinsReferee):
        sections = _five_pins(o)
    elif isinstance(ref, type) and issubclass(ref, carom.CaromReferee):
        sections = _carom(ref, o)
    elif isinstance(ref, type) and issubclass(ref, PyramidReferee):
        parts = pyramid_parts(ref, o)
        sections = tuple(Section(h, lines) for h, lines in zip(_heads(), parts, strict=True))
    else:
        raise KeyError(discipline)
    return Card(discipline, discipline_name(discipline), sections)


class RulesHelpDialog(QDialog):
    """The cards, one discipline at a time; opens on the discipline being played."""

    def __init__(
        self,
        discipline: str = "seven_pins_classic",
        opts: Mapping[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Rules of the game"))
        fit_window(self, QSize(640, 720))
        self._opts = dict(opts or {})
        self._opts_for = discipline
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr(CTX, "Discipline")))
        self.discipline = QComboBox()
        self.discipline.setAccessibleName(tr(CTX, "Discipline"))
        self.discipline.setAccessibleDescription(tr(CTX, "The game whose rules are shown below"))
        for d in (entry.id for entry in disciplines.in_window()):
            self.discipline.addItem(discipline_name(d), d)
        row.addWidget(self.discipline, 1)
        layout.addLayout(row)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.discipline.currentIndexChanged.connect(self._show)
        self.set_discipline(discipline)

    def set_discipline(self, discipline: str) -> None:
        index = self.discipline.findData(discipline)
        self.discipline.setCurrentIndex(max(0, index))
        self._show()

    def current_card(self) -> Card:
        d = self.discipline.currentData()
        # The options of the game being played apply to its own discipline only.
        return card(d, self._opts if d == self._opts_for else None)

    def _show(self) -> None:
        self.browser.setHtml(self.current_card().html())

    def changeEvent(self, event: QEvent) -> None:
        # The card is computed text: build it again in the new language.
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(tr(CTX, "Rules of the game"))
            for i in range(self.discipline.count()):
                self.discipline.setItemText(i, discipline_name(self.discipline.itemData(i)))
            self._show()
        super().changeEvent(event)
