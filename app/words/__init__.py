"""The window's words: the tr() helpers, numbers in the language's style, and every
vocabulary (disciplines, the referee's decisions, computer levels, suggestions, choices,
assists, cloths and table sizes, language names). Only common/ below it.
"""
