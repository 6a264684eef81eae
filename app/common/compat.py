"""Work around a PySide6 bug that would crash the window after some minutes of painting.

PySide6 6.12 on CPython 3.11 returns ``None`` from every void C++ method without taking a
reference to it (it assumes the immortal ``None`` of CPython 3.12+). Each ``setPen``,
``drawEllipse``, ``setText``... therefore lowers ``None``'s reference count by one, and
when it reaches zero the interpreter aborts ("none_dealloc: deallocating None"). A frame of
the table makes a few hundred such calls, so a game at 60 fps dies within minutes.

Methods returning ``bool`` do the same to ``True`` and ``False``.

On an affected interpreter we give each of them a reserve of 2**40 references once at start-up:
at a million leaked calls a second that lasts twelve days. ``None`` is never freed, so extra
references cost nothing. On CPython 3.12+ ``None`` is immortal and nothing is done.
"""

from __future__ import annotations

import ctypes
import platform
import sys

RESERVE = 1 << 40
_done = False


def needs_reserve() -> bool:
    return platform.python_implementation() == "CPython" and sys.version_info < (3, 12)


def protect_none() -> bool:
    """Top up the singletons' reference counts once per process; True if done now."""
    global _done
    if _done or not needs_reserve():
        return False
    for singleton in (None, True, False):  # bool-returning methods leak the same way
        ctypes.c_ssize_t.from_address(id(singleton)).value += RESERVE
    _done = True
    return True
