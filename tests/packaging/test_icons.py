"""The app icon renders from its SVG to every size, and the .ico/.icns containers are sound."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import render_icons  # noqa: E402  (packaging/ is a folder of scripts, not a package)


@pytest.fixture(scope="module")
def rendered(qapp, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[int, bytes]]:
    out = tmp_path_factory.mktemp("icons")
    return out, render_icons.render_all(out)


def test_every_png_size_is_written_square_at_its_size(rendered) -> None:
    out, _ = rendered
    for size in render_icons.PNG_SIZES:
        png = (out / f"kegli-{size}.png").read_bytes()
        assert render_icons.png_size(png) == (size, size)


def test_small_sizes_come_from_the_flat_small_drawing(rendered) -> None:
    _, pngs = rendered
    assert pngs[16] == render_icons.render_png(render_icons.SVG_SMALL, 16)
    assert pngs[16] != render_icons.render_png(render_icons.SVG, 16)
    assert pngs[32] == render_icons.render_png(render_icons.SVG, 32)


def test_icon_is_opaque_inside_and_transparent_at_the_rounded_corner(rendered) -> None:
    from PySide6.QtGui import QImage

    _, pngs = rendered
    for size in (16, 256):
        image = QImage.fromData(pngs[size], "PNG")
        assert image.pixelColor(0, 0).alpha() < 64  # rounded corner
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255


def test_ico_directory_points_at_png_payloads_of_the_listed_sizes(rendered) -> None:
    out, _ = rendered
    data = (out / "kegli.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(render_icons.ICO_SIZES))
    seen = []
    end = 6 + 16 * count
    for i in range(count):
        w, h, colours, res, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        assert (colours, res, planes, bits) == (0, 0, 1, 32)
        assert offset >= end and offset + length <= len(data)
        payload = data[offset : offset + length]
        size = w or 256
        assert w == h
        assert render_icons.png_size(payload) == (size, size)
        seen.append(size)
    assert seen == sorted(render_icons.ICO_SIZES)
    # Payloads follow one another with no gap and nothing after the last one.
    last = struct.unpack_from("<II", data, 6 + 16 * (count - 1) + 8)
    assert last[0] + last[1] == len(data)


def test_ico_refuses_sizes_it_cannot_describe() -> None:
    with pytest.raises(ValueError):
        render_icons.ico_bytes({512: b""})


def test_icns_elements_have_apple_types_lengths_and_png_sizes(rendered) -> None:
    out, _ = rendered
    data = (out / "kegli.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    expected = dict(render_icons.ICNS_TYPES)
    pos = 8
    types = []
    while pos < len(data):
        ostype = data[pos : pos + 4]
        (length,) = struct.unpack_from(">I", data, pos + 4)
        assert length > 8 and pos + length <= len(data)
        payload = data[pos + 8 : pos + length]
        assert render_icons.png_size(payload) == (expected[ostype], expected[ostype])
        types.append(ostype)
        pos += length
    assert pos == len(data)
    assert types == [t for t, _ in render_icons.ICNS_TYPES]


def test_png_size_rejects_what_is_not_a_png() -> None:
    with pytest.raises(ValueError):
        render_icons.png_size(b"GIF89a" + bytes(30))
