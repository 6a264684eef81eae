"""``python -m app.bench``: the entry point; the work is in app/tools/bench.py."""

import sys

from app.tools.bench import main

if __name__ == "__main__":
    sys.exit(main())
