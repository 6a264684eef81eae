"""What every room uses and that knows nothing of billiards: where resources live, the
look, the questions put to the player (``Dialogs``), fitting windows to the screen, the
pacing of animation and the PySide6 workaround.
"""
