"""The main window and the parts it assembles: menus, saving and opening, the dialog and
settings actions, the language menu, files handed over by the desktop.
"""
