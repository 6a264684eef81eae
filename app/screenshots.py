"""``python -m app.screenshots``: the entry point; the work is in app/tools/screenshots.py."""

import sys

from app.tools.screenshots import main

if __name__ == "__main__":
    sys.exit(main())
