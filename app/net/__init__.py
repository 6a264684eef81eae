"""Play over the network: the WebSocket transport, the host and join dialogs, the connection
badge, and the link between the game's network session (``game.net``) and the controller."""
