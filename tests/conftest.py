"""Shared test fixtures: where the read-only specification folder lives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    return SHARED


@pytest.fixture(autouse=True, scope="session")
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory) -> None:
    """No test writes into the real user data folder: autosaves, tournaments and the window's
    settings all honour ``$KEGLI_DATA_DIR`` (game/saves/autosave.py, app/settings/store.py)."""
    if not os.environ.get("KEGLI_DATA_DIR"):
        os.environ["KEGLI_DATA_DIR"] = str(tmp_path_factory.mktemp("kegli-data"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Where ../shared is absent (the release workflow on a hosted runner clones this repository
    alone) the tests that read it are skipped, saying why; here it is always present."""
    if SHARED.is_dir():
        return
    skip = pytest.mark.skip(reason=f"{SHARED} (specs, referee cases) is not beside the checkout")
    for item in items:
        module = getattr(item, "module", None)
        if "shared_dir" in getattr(item, "fixturenames", ()) or (
            getattr(module, "SHARED", None) is SHARED
        ):
            item.add_marker(skip)
