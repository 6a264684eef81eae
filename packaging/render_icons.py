"""Render the app icon (assets/icon/kegli.svg) to PNG sizes, a Windows .ico and a macOS .icns.

Qt's own SVG renderer rasterises, so packaging needs nothing beyond PySide6. Both containers
hold PNG payloads (Windows Vista+ and macOS 10.7+ read them), written here in pure Python.
Sizes at or below SMALL_MAX come from the flat small-size drawing, which stays crisp there.

    python3 packaging/render_icons.py [OUT_DIR]    # default: build/icons
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICON_DIR = ROOT / "assets" / "icon"
SVG = ICON_DIR / "kegli.svg"
SVG_SMALL = ICON_DIR / "kegli-16.svg"
SMALL_MAX = 24

# hicolor theme sizes for Linux; .ico and .icns take subsets of these.
PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-capable icon types: OSType -> pixel size (the @2x types reuse a larger bitmap).
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def render_png(svg: Path, size: int) -> bytes:
    """One square PNG of the drawing at ``size`` pixels, transparent outside it."""
    # Offscreen lets this run on build machines with no display; keep a caller's choice.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        # A full QApplication, so that widgets created later in the same process (a test
        # session) still work; kept on the function so it outlives this call.
        from PySide6.QtWidgets import QApplication

        render_png._app = QApplication([])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG drawing")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != PNG_MAGIC or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows .ico whose entries are the given PNGs, smallest first."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"ico: size {size} outside 1..256")
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256 in the one-byte fields
        entries += struct.pack(
            "<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(payload)
        )
        payload += data
    return header + entries + payload


def icns_bytes(pngs: Mapping[int, bytes], types: Iterable[tuple[bytes, int]] = ICNS_TYPES) -> bytes:
    """A macOS .icns holding one PNG element per Apple icon type."""
    body = b""
    for ostype, size in types:
        data = pngs[size]
        body += ostype + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_all(out_dir: Path, sizes: Iterable[int] = PNG_SIZES) -> dict[int, bytes]:
    """Write kegli-<size>.png for each size, kegli.ico and kegli.icns into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    wanted = sorted(set(sizes) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {
        size: render_png(SVG_SMALL if size <= SMALL_MAX and SVG_SMALL.is_file() else SVG, size)
        for size in wanted
    }
    for size in sorted(set(sizes)):
        (out_dir / f"kegli-{size}.png").write_bytes(pngs[size])
    (out_dir / "kegli.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out_dir / "kegli.icns").write_bytes(icns_bytes(pngs))
    return pngs


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else ROOT / "build" / "icons"
    render_all(out_dir)
    print(out_dir)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
