"""The settings that persist between runs (the store), the settings dialog, and the
language (translators installed and switched at run time).
"""
