"""The loupes: inset magnifiers over the table view when the table is shown smaller than
true size, for the pins and the aimed contact, so a thin cut and a pin graze can be judged.

The magnified table is painted once per anchor (the object ball for the contact lens, so
every aim at one ball reuses it) and kept; each lens then composes only what lies near it,
and is composed again only when that changed.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from app.table.art import paint_table
from app.table.colour_blind import HIGH_CONTRAST_CLOTH
from app.table.cue import CUE_LENGTH
from app.table.painting import paint_dynamic, sprite
from app.table.scene import Scene
from app.table.screen_geometry import TableGeometry
from game import disciplines
from game.layouts import CAROM_BALL_R, PYRAMID_BALL_R
from game.tables import TABLES

LOUPE_RADIUS_SHARE = 0.15  # of the view's smaller side
LOUPE_MAX_RADIUS = 140.0  # logical pixels: a larger lens hides more table and costs more
LENS_MARGIN = 16.0  # room round the lens for its shadow (logical pixels)
LENS_WARMUP_MS = 150  # the mouse rests this long: paint the other balls' lens pictures
LOUPE_MIN_GAIN = 1.6  # below this magnification a loupe adds nothing

# A loupe's subject: (world centre, world half-extent, the world point its still picture is
# painted about, how far from that point the subject may lie).
LoupeSubject = tuple[tuple[float, float], float, tuple[float, float], float]


@dataclass(frozen=True)
class Lens:
    """One loupe: what it shows (subject) at which magnified scale (pixels per metre), its
    radius on the screen, and the anchor its still table picture is painted about."""

    subject: tuple[float, float]
    anchor: tuple[float, float]
    wander: float
    radius: float
    scale: float


class LoupeHost(Protocol):
    """What the loupes need of the view they are painted on."""

    green_carom: bool
    colour_blind: bool

    def width(self) -> int: ...
    def height(self) -> int: ...
    def devicePixelRatioF(self) -> float: ...
    def true_scale(self) -> float: ...


class Loupes:
    """The view's loupes: what deserves a closer look, where each lens goes, and the
    pictures kept so that a lens is composed again only when what it shows changed."""

    def __init__(self, view: LoupeHost, timer_parent: QObject) -> None:
        self.view = view
        self._tables: dict[tuple[object, ...], QPixmap] = {}  # the lens's table
        self._content: dict[tuple[object, ...], tuple[object, QPixmap]] = {}
        self.placed: list[tuple[QPointF, float]] = []  # last painted (centre, radius)
        self._spots: dict[tuple[float, ...], tuple[object, QPointF]] = {}
        # Lens pictures to paint ahead while the mouse rests (see _plan_lens_warmup).
        self._warm: list[tuple[TableGeometry, Scene, Lens, tuple[object, ...]]] = []
        self._warm_timer = QTimer(timer_parent)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm_one_lens)

    def forget(self) -> None:
        """Drop every kept picture (the table's look changed)."""
        self._tables.clear()
        self._content.clear()

    def subjects(self, g: TableGeometry, scene: Scene) -> list[tuple[tuple[float, float], float]]:
        """(world centre, world half-extent) of what deserves a closer look: the pins, and
        the contact of the aimed stroke."""
        return [(centre, half) for centre, half, _anchor, _wander in self._subjects(scene)]

    def _subjects(self, scene: Scene) -> list[LoupeSubject]:
        """The subjects with the point their lens's still picture is painted about and how
        far from it the subject may wander on that picture: the contact lens's subject (the
        midpoint between ghost and object ball) always lies one radius from the object
        ball, so one picture about that ball serves every aim at it."""
        out: list[LoupeSubject] = []
        spots = disciplines.default_pins(scene.discipline) if (scene.pins or scene.fallen) else {}
        if spots:
            # The cluster round the king (or the centre pin): the side pins stand far out,
            # by the balls, and the contact loupe shows them when they matter.
            cx, cy = spots.get("king", spots.get("centre", (0.0, 0.0)))
            near = [math.hypot(x - cx, y - cy) for x, y in spots.values()]
            half = max(d for d in near if d <= 0.15) + 0.04
            out.append(((cx, cy), half, (cx, cy), 0.0))
        guide = scene.guide
        if (
            guide is not None
            and scene.cue is not None
            and scene.guide_level != "none"
            and guide.ghost is not None
            and guide.object_ball is not None
            and guide.object_ball in scene.balls
        ):
            gx, gy = guide.ghost
            ox, oy = scene.balls[guide.object_ball]
            r = PYRAMID_BALL_R if TABLES[scene.table].pockets else CAROM_BALL_R
            centre = ((gx + ox) / 2, (gy + oy) / 2)
            wander = math.hypot(centre[0] - ox, centre[1] - oy)
            if wander > 1.5 * r:  # not touching (never, from the engine): its own picture
                out.append((centre, 2.2 * r, centre, 0.0))
            else:
                out.append((centre, 2.2 * r, (ox, oy), 1.5 * r))
        return out

    def paint(self, p: QPainter, g: TableGeometry, scene: Scene) -> None:
        radius = max(
            48.0,
            min(LOUPE_MAX_RADIUS, min(self.view.width(), self.view.height()) * LOUPE_RADIUS_SHARE),
        )
        placed: list[tuple[QPointF, float]] = []
        for (wx, wy), half, anchor, wander in self._subjects(scene):
            gain = min(self.view.true_scale() / g.scale, 0.85 * radius / (half * g.scale))
            if gain < LOUPE_MIN_GAIN:
                continue
            # A lens stays where it was put while the balls run (one that jumped aside each
            # time a ball came near would pull the eye); it is placed again for each stroke.
            where = (round(wx, 3), round(wy, 3), radius, g.scale, g.cx, g.cy)
            balls = tuple(
                sorted((b, round(x, 2), round(y, 2)) for b, (x, y) in scene.balls.items())
            )
            kept = self._spots.get(where)
            if kept is not None and (scene.cue is None or kept[0] == balls):
                at: QPointF | None = kept[1]
            else:
                at = self._place(g, scene, (wx, wy), half, radius, placed)
                if at is not None:
                    if len(self._spots) > 8:
                        self._spots.clear()
                    self._spots[where] = (balls, at)
            if at is None:
                continue
            placed.append((at, radius))
            lens = Lens((wx, wy), anchor, wander, radius, g.scale * gain)
            self._paint_lens(p, g, scene, lens, at)
        self.placed = placed
        self._plan_lens_warmup(g, scene, radius)

    def _plan_lens_warmup(self, g: TableGeometry, scene: Scene, radius: float) -> None:
        """While the player aims, paint the still picture of the contact lens about every
        ball the aim could meet, once the mouse rests a moment: turning the aim from one
        object ball to another then costs no table painting (tens of ms)."""
        if scene.cue is None:
            return
        r = PYRAMID_BALL_R if g.table.pockets else CAROM_BALL_R
        gain = min(self.view.true_scale() / g.scale, 0.85 * radius / (2.2 * r * g.scale))
        if gain < LOUPE_MIN_GAIN:
            return
        look = self._look(scene)
        self._warm = [
            (g, scene, Lens(at, at, 1.5 * r, radius, g.scale * gain), look)
            for ball, at in sorted(scene.balls.items())
            if ball != scene.cue.ball
        ]
        self._warm_timer.start(LENS_WARMUP_MS)

    def _warm_one_lens(self) -> None:
        while self._warm:
            g, scene, lens, look = self._warm.pop()
            if self._lens_key(lens, look) not in self._tables:
                self._lens_table(g, scene, lens, look)
                break  # one per event-loop turn: a mouse move never waits for more
        if self._warm:
            self._warm_timer.start(0)

    def _look(self, scene: Scene) -> tuple[object, ...]:
        """What, besides place and scale, a lens's table picture depends on."""
        dpr = self.view.devicePixelRatioF()
        return (dpr, scene.discipline, scene.table, self.view.green_carom, self.view.colour_blind)

    def _place(
        self,
        g: TableGeometry,
        scene: Scene,
        subject: tuple[float, float],
        half: float,
        radius: float,
        placed: list[tuple[QPointF, float]],
    ) -> QPointF | None:
        """Beside the subject, on the screen, covering as few balls as it can."""
        sx, sy = g.to_screen(*subject)
        reach = radius + g.length(half) + 10
        balls = [QPointF(*g.to_screen(x, y)) for x, y in scene.balls.values()]
        best: tuple[float, QPointF] | None = None
        for k, (dx, dy) in enumerate(
            ((0, -1), (0, 1), (-1, 0), (1, 0), (-0.7, -0.7), (0.7, -0.7), (-0.7, 0.7), (0.7, 0.7))
        ):
            c = QPointF(sx + dx * reach, sy + dy * reach)
            if not (
                radius <= c.x() <= self.view.width() - radius
                and radius <= c.y() <= self.view.height() - radius
            ):
                continue
            cost = k * 0.01
            cost += sum(1.0 for b in balls if _dist(b, c) < radius + 8)
            cost += sum(10.0 for q, r in placed if _dist(q, c) < r + radius + 6)
            if best is None or cost < best[0]:
                best = (cost, c)
        return None if best is None else best[1]

    def _paint_lens(
        self, p: QPainter, g: TableGeometry, scene: Scene, lens: Lens, at: QPointF
    ) -> None:
        """The lens: the magnified table and what stands on it, composed in a small picture
        (kept while nothing inside the lens changes), then copied onto the view."""
        wx, wy = lens.subject
        radius, scale = lens.radius, lens.scale
        dpr = self.view.devicePixelRatioF()
        look = self._look(scene)
        content_key = (round(wx, 4), round(wy, 4), round(scale, 2), round(radius, 1), *look)
        held = self._content.get(content_key)
        # Composed again only when something inside the lens changed: while the balls run
        # far from the pins, the pins' lens is the picture of the frame before.
        signature = _lens_signature(scene, lens.subject, radius / scale + 0.05)
        content = held[1] if held is not None and held[0] == signature else None
        if content is None:
            half = radius + LENS_MARGIN
            base, base_half = self._lens_table(g, scene, lens, look)
            # Where the still picture lies in the lens's: the anchor is the base's centre,
            # the subject the lens's; rounded to whole device pixels so the table is copied
            # pixel for pixel and the balls drawn over it stay exactly on it.
            ax, ay = lens.anchor
            ox = round((half + (ay - wy) * scale - base_half) * dpr) / dpr
            oy = round((half + (ax - wx) * scale - base_half) * dpr) / dpr
            lens_table = TableGeometry(
                g.table, scale, ox + base_half - ay * scale, oy + base_half - ax * scale
            )
            gain = round(scale / g.scale)
            circle = QPainterPath()
            circle.addEllipse(QPointF(half, half), radius - 1.5, radius - 1.5)
            # One picture: the lens's shadow, the magnified table clipped to a circle
            # (clipping a small picture is cheap; clipping the view is not), what stands
            # on the table, the rim.
            content = _new_pixmap(2 * half, dpr)
            lp = QPainter(content)
            lp.drawPixmap(0, 0, _lens_frame(radius, gain, dpr))
            lp.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            lp.setClipPath(circle)
            lp.drawPixmap(QPointF(ox, oy), base)
            paint_dynamic(
                lp,
                lens_table,
                _near(scene, lens.subject, radius / scale + 0.05),
                self.view.colour_blind,
            )
            lp.setClipping(False)
            lp.drawPixmap(0, 0, _lens_rim(radius, gain, dpr))
            lp.end()
            if len(self._content) > 8:
                self._content.clear()
            self._content[content_key] = (signature, content)
        half = content.width() / content.devicePixelRatio() / 2.0
        p.drawPixmap(QPointF(at.x() - half, at.y() - half), content)

    def _lens_table(
        self, g: TableGeometry, scene: Scene, lens: Lens, look: tuple[object, ...]
    ) -> tuple[QPixmap, float]:
        """The magnified table about the lens's anchor, large enough for the subject to
        wander its distance from it: painted once per anchor and zoom (the costly part of a
        lens), while the aim moves the contact round an object ball. With its half side."""
        ax, ay = lens.anchor
        base_half = _base_half(lens)
        key = self._lens_key(lens, look)
        base = self._tables.get(key)
        if base is None:
            if len(self._tables) > 16:
                self._tables.clear()
            dpr = self.view.devicePixelRatioF()
            base = _new_pixmap(2 * base_half, dpr)
            lp = QPainter(base)
            lp.fillRect(QRectF(0, 0, 2 * base_half, 2 * base_half), QColor(20, 21, 24))
            at = TableGeometry(
                g.table, lens.scale, base_half - ay * lens.scale, base_half - ax * lens.scale
            )
            cloth = HIGH_CONTRAST_CLOTH if self.view.colour_blind else None
            paint_table(lp, at, scene.discipline, self.view.green_carom, cloth)
            lp.end()
            self._tables[key] = base
        return base, base_half

    @staticmethod
    def _lens_key(lens: Lens, look: tuple[object, ...]) -> tuple[object, ...]:
        ax, ay = lens.anchor
        return (round(ax, 4), round(ay, 4), round(lens.scale, 2), round(_base_half(lens), 1), *look)


def _base_half(lens: Lens) -> float:
    """Half the side of a lens's still picture: the lens and its shadow wherever the
    subject may lie about the anchor."""
    return lens.radius + LENS_MARGIN + lens.wander * lens.scale + 2.0


def _lens_signature(scene: Scene, at: tuple[float, float], reach: float) -> tuple[object, ...]:
    """What a lens of world radius ``reach`` about ``at`` shows, as plain values: two equal
    signatures draw the same picture."""
    ax, ay = at

    def near(x: float, y: float) -> bool:
        return abs(x - ax) <= reach and abs(y - ay) <= reach

    balls = tuple(
        (b, round(x, 4), round(y, 4), scene.vanishing.get(b, 0.0), scene.rolls.get(b))
        for b, (x, y) in sorted(scene.balls.items())
        if near(x, y)
    )
    pins = tuple(sorted(p for p, (x, y) in scene.pins.items() if near(x, y)))
    fallen = tuple(sorted((p, f.base, f.angle) for p, f in scene.fallen.items() if near(*f.base)))
    trails = tuple(
        (b, sum(1 for x, y in pts if near(x, y)), pts[0] if pts else None)
        for b, pts in sorted(scene.trails.items())
    )

    def crosses(pts: tuple[tuple[float, float], ...]) -> bool:
        """Whether a polyline may show in the lens (a segment's box meets the lens's)."""
        if len(pts) == 1:
            return near(*pts[0])
        return any(
            min(x0, x1) <= ax + reach
            and max(x0, x1) >= ax - reach
            and min(y0, y1) <= ay + reach
            and max(y0, y1) >= ay - reach
            for (x0, y0), (x1, y1) in itertools.pairwise(pts)
        )

    # The cue and the assist only when they reach into the lens: aiming elsewhere leaves
    # the lens's picture as it was (the pins' lens while the player aims at a ball).
    cue = scene.cue
    if cue is not None:
        bx, by = scene.balls.get(cue.ball, (math.inf, math.inf))
        a = math.radians(cue.aim_deg)
        back = CUE_LENGTH + cue.pull + 0.1
        if not crosses(((bx, by), (bx - back * math.cos(a), by - back * math.sin(a)))):
            cue = None
    guide = scene.guide
    lines: tuple[object, ...] | None = None
    if guide is not None and scene.guide_level != "none":
        ghost = guide.ghost if guide.ghost is not None and near(*guide.ghost) else None
        parts = (guide.cue_path, guide.object_path, guide.cue_after)
        lines = (
            ghost,
            guide.object_ball,
            tuple(part if crosses(part) else None for part in parts),
            tuple((b, pts) for b, pts in guide.paths if crosses(pts)),
        )
    return (
        scene.discipline,
        scene.table,
        balls,
        pins,
        fallen,
        trails,
        cue,
        lines,
        scene.guide_level,
        scene.hand,
        scene.hand_area,
        scene.badge,
        scene.yellow_as_spot,
    )


def _near(scene: Scene, at: tuple[float, float], reach: float) -> Scene:
    """The part of a scene a lens of world radius ``reach`` about ``at`` can show: a lens
    magnifies a few centimetres, and drawing the whole table's paths three times larger
    only to clip them away costs more than the rest of the lens."""
    ax, ay = at

    def near(x: float, y: float, grow: float = 0.0) -> bool:
        return abs(x - ax) <= reach + grow and abs(y - ay) <= reach + grow

    def meets(a: tuple[float, float], b: tuple[float, float]) -> bool:
        return (
            min(a[0], b[0]) <= ax + reach
            and max(a[0], b[0]) >= ax - reach
            and min(a[1], b[1]) <= ay + reach
            and max(a[1], b[1]) >= ay - reach
        )

    def pieces(pts: tuple[tuple[float, float], ...]) -> list[tuple[tuple[float, float], ...]]:
        """The runs of a polyline whose segments may show; each ends outside the lens
        unless the line itself ends there (so its end ring is drawn only where it rests)."""
        out: list[tuple[tuple[float, float], ...]] = []
        run: list[tuple[float, float]] = []
        for a, b in itertools.pairwise(pts):
            if meets(a, b):
                if not run:
                    run.append(a)
                run.append(b)
            elif run:
                out.append(tuple(run))
                run = []
        if run:
            out.append(tuple(run))
        return out

    guide = scene.guide
    if guide is not None:
        paths = tuple((b, piece) for b, pts in guide.paths for piece in pieces(pts))
        guide = replace(guide, paths=paths)
    reach_ball = 0.1  # a ball's shadow and highlight reach past its centre
    return replace(
        scene,
        # The cue ball always: the cue is drawn from it and may cross the lens.
        balls={
            b: xy
            for b, xy in scene.balls.items()
            if near(*xy, reach_ball) or (scene.cue is not None and b == scene.cue.ball)
        },
        pins={p: xy for p, xy in scene.pins.items() if near(*xy, 0.1)},
        guide=guide,
    )


def _new_pixmap(side: float, dpr: float) -> QPixmap:
    pix = QPixmap(max(1, math.ceil(side * dpr)), max(1, math.ceil(side * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    return pix


def _lens_frame(radius: float, gain: int, dpr: float) -> QPixmap:
    """The lens's soft shadow on the table (drawn under the lens)."""

    def draw(sp: QPainter, c: QPointF) -> None:
        sp.setPen(Qt.PenStyle.NoPen)
        at = c + QPointF(3, 5)
        shade = QRadialGradient(at, radius + 9)
        shade.setColorAt(0.86, QColor(0, 0, 0, 120))
        shade.setColorAt(1.0, QColor(0, 0, 0, 0))
        sp.setBrush(QBrush(shade))
        sp.drawEllipse(at, radius + 9, radius + 9)

    return sprite(("lens-shadow", round(radius, 1), dpr), radius + LENS_MARGIN, dpr, draw)


def _lens_rim(radius: float, gain: int, dpr: float) -> QPixmap:
    """The lens's bevelled rim and its magnification label (drawn over the lens)."""

    def draw(sp: QPainter, c: QPointF) -> None:
        sp.setBrush(Qt.BrushStyle.NoBrush)
        sp.setPen(QPen(QColor(20, 18, 16, 235), 4.0))
        sp.drawEllipse(c, radius, radius)
        sp.setPen(QPen(QColor(214, 196, 150, 235), 1.6))
        sp.drawEllipse(c, radius - 1.0, radius - 1.0)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        sp.setFont(font)
        box = QRectF(c.x() - 18, c.y() + radius - 20, 36, 15)
        sp.setPen(Qt.PenStyle.NoPen)
        sp.setBrush(QColor(20, 18, 16, 190))
        sp.drawRoundedRect(box, 6, 6)
        sp.setPen(QColor(240, 226, 180))
        sp.drawText(box, Qt.AlignmentFlag.AlignCenter, f"×{gain}")

    return sprite(("lens-rim", round(radius, 1), gain, dpr), radius + LENS_MARGIN, dpr, draw)


def _dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
