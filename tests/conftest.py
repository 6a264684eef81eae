"""Shared test fixtures: where the read-only specification folder lives; a physics set that
differs from every real one."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    return SHARED


@pytest.fixture
def slow_cloth(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A physics set registered for one test: every table's constants with twice the rolling
    resistance, so a stroke ends elsewhere than with any real set (whatever the real sets'
    constants become). Registered in this process only."""
    from dataclasses import replace

    from game.physics import sets

    base = sets.LEGACY
    tables = {t: replace(p, u_r=p.u_r * 2.0) for t, p in base.tables.items()}
    made = sets.PhysicsSet("test-slow-cloth", "Twice the rolling resistance.", tables)
    assert all(tables != dict(real.tables) for real in sets.REGISTRY.values())
    monkeypatch.setitem(sets.REGISTRY, made.name, made)
    return made


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


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread() -> Any:
    """Once a window has switched the automatic collector off (app/common/collector.py), the
    tests between event loops still collect their cycles: here, on the main thread."""
    yield
    import sys

    module = sys.modules.get("app.common.collector")
    if module is not None and module.installed() is not None:
        module.installed().check()
