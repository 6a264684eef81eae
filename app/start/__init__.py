"""Starting a game: the new-game dialog, the lag for the break, tournaments."""
