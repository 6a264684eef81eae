"""Reading the Qt Linguist sources for the i18n tests."""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
LANGS = ("en", "ru", "uk")
PLURAL_FORMS = {"en": 2, "ru": 3, "uk": 3}


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    numerus: bool
    kind: str | None  # the translation's type attribute: unfinished, obsolete, vanished
    forms: tuple[str, ...]  # one text, or the numerus forms


def entries(path: Path) -> list[Entry]:
    out = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            numerus = m.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
                kind = "missing"
            else:
                kind = tr.get("type")
                if numerus:
                    forms = tuple(f.text or "" for f in tr.iter("numerusform"))
                else:
                    forms = (tr.text or "",)
            out.append(Entry(name, m.findtext("source") or "", numerus, kind, forms))
    return out


def update_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("kegli_i18n_update", I18N / "update.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module
