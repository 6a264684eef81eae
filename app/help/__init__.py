"""Help windows: about, how to play (and the first-run coach), keys, the rules card."""
