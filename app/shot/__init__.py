"""A shot from the engine to the screen: the simulation off the GUI thread, the shot
pipeline, the playback of a result at time t, the animation clock and the sounds.
"""
