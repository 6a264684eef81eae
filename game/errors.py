"""The one exception type that crosses the game's public boundary."""

from __future__ import annotations

from typing import Any


class InputError(ValueError):
    """Input the game cannot accept. The message names the offending field first.

    The command-line entry points print the message on one line and exit 2; the window shows a
    translated message built from ``field`` and ``reason``.

    Picklable with every subclass's own fields: an error raised in a search or batch worker
    process reaches the caller as itself, not as a broken pool.
    """

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason

    def __reduce__(self) -> tuple[Any, ...]:
        # The default rebuilds from ``self.args`` (the one joined message), which the
        # two-argument constructor refuses; rebuild from the fields and the instance dict
        # instead (a subclass's ``kind`` and the like travel in the dict).
        state = dict(self.__dict__)
        return (_rebuild, (type(self), self.field, self.reason), state)


def _rebuild(cls: type[InputError], field: str, reason: str) -> InputError:
    err = InputError.__new__(cls)
    InputError.__init__(err, field, reason)
    return err
