"""Table sizes, spots and marks in the table frame of the contract.

Pure data shared by the physics (default layouts) and the rules (re-spotting, balk spaces,
ball in hand). Origin at the centre of the playing surface, x across (left -, right +),
y along (head -, foot +), metres.
"""

from __future__ import annotations

from dataclasses import dataclass

Point = tuple[float, float]


@dataclass(frozen=True)
class Table:
    id: str
    width: float  # across, x: cushion nose to cushion nose
    length: float  # along, y
    pockets: bool

    @property
    def half_width(self) -> float:
        return self.width / 2.0

    @property
    def half_length(self) -> float:
        return self.length / 2.0

    @property
    def head_spot(self) -> Point:
        """Pyramid "point 1", carom front mark: on the head string, a quarter length in."""
        return (0.0, -self.length / 4.0)

    @property
    def centre_spot(self) -> Point:
        return (0.0, 0.0)

    @property
    def foot_spot(self) -> Point:
        """Pyramid "point 3", carom back mark."""
        return (0.0, self.length / 4.0)

    @property
    def head_string_y(self) -> float:
        return -self.length / 4.0


PYRAMID_12FT = Table("pyramid-12ft", width=1.775, length=3.55, pockets=True)
# The 10 ft pyramid: a smaller cloth, the same balls and pocket mouths as the 12 ft.
PYRAMID_10FT = Table("pyramid-10ft", width=1.27, length=2.54, pockets=True)
CAROM_MATCH = Table("carom-match", width=1.42, length=2.84, pockets=False)

TABLES: dict[str, Table] = {t.id: t for t in (PYRAMID_12FT, PYRAMID_10FT, CAROM_MATCH)}

# Ball ids per table (contract "Identifiers").
TABLE_BALLS: dict[str, tuple[str, ...]] = {
    "pyramid-12ft": ("cue", "o1", "o2"),
    "pyramid-10ft": ("cue", "o1", "o2"),
    "carom-match": ("white", "yellow", "red"),
}

# The pyramid games' balls (rules-pyramid.md, "Ids"): the coloured cue ball and fifteen
# numbered object balls, played on the pocket tables besides the seven-pins balls.
PYRAMID_BALLS: tuple[str, ...] = ("cue", *(str(n) for n in range(1, 16)))

# Every ball id the engine accepts on a table: the union of its disciplines' ball sets.
ENGINE_BALLS: dict[str, tuple[str, ...]] = {
    t: balls + tuple(b for b in PYRAMID_BALLS if b not in balls) if TABLES[t].pockets else balls
    for t, balls in TABLE_BALLS.items()
}

CUSHIONS: tuple[str, ...] = ("head", "foot", "left", "right")
POCKETS: tuple[str, ...] = (
    "head_left",
    "head_right",
    "side_left",
    "side_right",
    "foot_left",
    "foot_right",
)
SEVEN_PINS: tuple[str, ...] = ("king", "n", "s", "e", "w", "head", "foot")
FIVE_PINS: tuple[str, ...] = ("centre", "n", "s", "e", "w")


# Five pins marks (rule 5P-1): "top" is the foot end.
FIVE_PINS_SPACING = 0.072  # centre to centre, rule 5P-1 Decision
FIVE_PINS_MARK_FROM_CUSHION = 0.100


def five_pins_marks(table: Table = CAROM_MATCH) -> dict[str, Point]:
    """Top mark, red mark, lag mark, bottom mark (rule 5P-1)."""
    return {
        "top": (0.0, table.half_length - FIVE_PINS_MARK_FROM_CUSHION),
        "red": (0.0, table.length / 4.0),
        "lag": (0.0, -table.length / 4.0),
        "bottom": (0.0, -table.half_length + FIVE_PINS_MARK_FROM_CUSHION),
    }
