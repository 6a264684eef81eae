"""First steps: the coach overlay on the table (shown until dismissed, once) and Help → How
to play (the same lessons, in full).

The overlay is four short lines over the table's corner: aim, spin, elevation, pull back.
"Got it" dismisses it for good (``SettingsStore.coach_seen``); it lets clicks elsewhere on it
through to the table, so it never stands in the way of a shot.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.common.screen_fit import fit_window
from app.words.text import QT_TRANSLATE_NOOP, tr

CTX = "HowToPlay"
COACH_WIDTH = 360  # logical pixels: four short lines, two or three words a line
COACH_MARGIN = 16
COACH_SHARE = 0.4  # of the table view's width and of its height, at most
COACH_MIN_WIDTH = 220

COACH_LINES = (
    QT_TRANSLATE_NOOP("HowToPlay", "<b>Aim</b>: move the mouse; the cue follows it."),
    QT_TRANSLATE_NOOP(
        "HowToPlay", "<b>Spin</b>: click the ball face in the side panel (or W/A/S/D)."
    ),
    QT_TRANSLATE_NOOP("HowToPlay", "<b>Elevation</b>: the slider under it (or E/Q)."),
    QT_TRANSLATE_NOOP(
        "HowToPlay",
        "<b>Shoot</b>: press on the cue's line, pull the mouse back for power, release. "
        "Esc or a right-click puts the cue down.",
    ),
)

# Help → How to play: (heading, paragraph) in the order a new player needs them.
LESSONS = (
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Aim"),
        QT_TRANSLATE_NOOP(
            "HowToPlay",
            "The cue lies behind your cue ball and points at the mouse. Each turn starts "
            "aimed at a ball the rules let you hit first. Hold Shift to turn the cue ten times "
            "slower; Ctrl and the mouse wheel, or the arrow keys, turn it by a tenth of a "
            "degree. Press L to lock the aim: the mouse then sets the power only.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Power and the stroke"),
        QT_TRANSLATE_NOOP(
            "HowToPlay",
            "Press the left button on the cue or its aim line and pull the mouse straight back "
            "along the cue; a press elsewhere does not strike, and a drag that leaves the line "
            'puts the cue down. The cue says "Pull back to strike" until the pull is long '
            "enough, then shows the speed. Every bit of pull adds the same share of speed, so "
            "hard strokes are as fine as gentle ones; about three tenths of the table's length "
            "gives the hardest stroke (12 m/s). Hold Shift while pulling for fine power. "
            "Release to shoot. Esc or a right-click puts the cue down without shooting. On a "
            "touchpad use the power slider in the side panel and the Shoot button.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Spin and elevation"),
        QT_TRANSLATE_NOOP(
            "HowToPlay",
            "The ball face in the side panel shows where the tip meets the cue ball: above "
            "the centre for follow, below for draw, to a side for side spin. Beyond the red "
            "ring the cue miscues. The elevation slider raises the cue: a hard stroke with "
            "the cue raised 10–30° makes the ball jump (it can fly over a ball in its way; "
            "off the table it is a foul); raised further, the cue pins the ball to the cloth "
            "and it curves (a massé).",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Assists"),
        QT_TRANSLATE_NOOP(
            "HowToPlay",
            "Each player chooses his assist in the new-game dialog (View → Assists changes "
            "it for the player at the table): the full path, drawn by the physics itself for "
            "every ball through the cushions; the first-contact lines; the ghost ball only; "
            "or none.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "Ball in hand"),
        QT_TRANSLATE_NOOP(
            "HowToPlay",
            "When the rules give you the ball in hand, it follows the mouse inside the shaded "
            "area; click to put it down. Where it may not lie it turns red, and if you let go "
            "there it goes back to the last place it could lie, saying why. Until you strike, "
            "a press on the ball picks it up again; Shoot or Space puts it down where it is "
            "and strikes.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("HowToPlay", "The view"),
        QT_TRANSLATE_NOOP(
            "HowToPlay",
            "The mouse wheel zooms about the pointer; drag with the middle button, or hold "
            "Space and drag, to move the table; Home or a double-click shows the whole table "
            "again. R replays the last shot; Space skips to the balls at rest.",
        ),
    ),
)


class CoachOverlay(QFrame):
    """The first-run lessons over the table's top-left corner."""

    dismissed = Signal()
    more = Signal()  # the player asked for Help → How to play

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setStyleSheet(
            "#coach { background: rgba(14, 18, 24, 215); border: 1px solid rgba(255,255,255,90);"
            " border-radius: 10px; } QLabel { color: #f2eedf; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 15px; color: #ffe7a0;")
        layout.addWidget(self.title)
        self.lines: list[QLabel] = []
        for _ in COACH_LINES:
            label = QLabel()
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            layout.addWidget(label)
            self.lines.append(label)
        row = QHBoxLayout()
        self.more_button = QPushButton()
        self.more_button.clicked.connect(self.more)
        self.ok = QPushButton()
        self.ok.setDefault(True)
        self.ok.clicked.connect(self._dismiss)
        row.addStretch(1)
        self.more_button.setAccessibleDescription(tr(CTX, "Opens How to play in full"))
        self.ok.setAccessibleDescription(tr(CTX, "Closes these hints; they are not shown again"))
        row.addWidget(self.more_button)
        row.addWidget(self.ok)
        layout.addLayout(row)
        self.setFixedWidth(COACH_WIDTH)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(tr(CTX, "How to play"))
        for label, line in zip(self.lines, COACH_LINES, strict=True):
            label.setText(tr(CTX, line))
        self.more_button.setText(tr(CTX, "More…"))
        self.ok.setText(tr(CTX, "Got it"))
        if self.isVisible():
            self.place()

    def show_over_table(self) -> None:
        self.show()
        self.place()
        self.raise_()
        parent = self.parentWidget()
        if parent is not None:
            parent.installEventFilter(self)

    def place(self) -> None:
        """The table view's bottom-right corner: away from the house and the head string
        (where the first ball in hand is placed) and from the loupe (top). Sized to the
        table: at most COACH_SHARE of its width and height; the lessons that do not fit
        are left to More… (the first always shows)."""
        parent = self.parentWidget()
        room = parent.size() if parent is not None else QSize(COACH_WIDTH, 10_000)
        width = max(COACH_MIN_WIDTH, min(COACH_WIDTH, int(room.width() * COACH_SHARE)))
        self.setFixedWidth(width)
        tallest = int(room.height() * COACH_SHARE)
        for i, label in enumerate(self.lines):
            label.setVisible(True)
            if i > 0 and self._height(width) > tallest:
                label.setVisible(False)
                for rest in self.lines[i + 1 :]:
                    rest.setVisible(False)
                break
        self.setFixedHeight(self._height(width))
        if parent is not None:
            self.move(
                max(0, parent.width() - self.width() - COACH_MARGIN),
                max(0, parent.height() - self.height() - COACH_MARGIN),
            )

    def _height(self, width: int) -> int:
        layout = self.layout()
        assert layout is not None  # built in __init__
        layout.invalidate()
        return (
            layout.totalHeightForWidth(width)
            if layout.hasHeightForWidth()
            else self.sizeHint().height()
        )

    def eventFilter(self, watched, event) -> bool:  # type: ignore[no-untyped-def]
        from PySide6.QtCore import QEvent

        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()


def lessons_html() -> str:
    parts = [f"<h2>{tr(CTX, 'How to play')}</h2>"]
    for heading, text in LESSONS:
        parts.append(f"<h3>{tr(CTX, heading)}</h3><p>{tr(CTX, text)}</p>")
    return "".join(parts)


class HowToPlayDialog(QDialog):
    """Help → How to play: the lessons in the player's language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "How to play"))
        fit_window(self, QSize(640, 620))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(lessons_html())
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(tr(CTX, "How to play"))
            self.text.setHtml(lessons_html())
        super().changeEvent(event)
