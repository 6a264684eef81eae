"""The table on the screen: the scene (plain values), colours, the static picture, the
view widget with its loupe and painting, the assist lines, the aim, the power curve, the
stroke made with the mouse and the stroke panel, the cue.
"""
