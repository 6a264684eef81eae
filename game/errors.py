"""The one exception type that crosses the game's public boundary."""


class InputError(ValueError):
    """Input the game cannot accept. The message names the offending field first.

    The command-line entry points print the message on one line and exit 2; the window shows a
    translated message built from ``field`` and ``reason``.
    """

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason
