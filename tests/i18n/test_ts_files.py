"""The committed translations are complete, well-formed and up to date with the code (issue 7)."""

from __future__ import annotations

import contextlib
import re
import shutil
from pathlib import Path

import pytest

from tests.i18n.ts_files import I18N, LANGS, PLURAL_FORMS, Entry, entries, update_script

PLACEHOLDER = re.compile(r"%(\d|n)")


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_is_finished_and_filled(lang: str) -> None:
    found = entries(I18N / f"kegli_{lang}.ts")
    assert len(found) > 500  # the whole app, not a stub
    bad = [e for e in found if e.kind is not None]
    assert not bad, f"unfinished/obsolete/vanished in {lang}: {bad[:5]}"
    empty = [e for e in found if not e.forms or any(not f.strip() for f in e.forms)]
    assert not empty, f"empty translations in {lang}: {empty[:5]}"
    wrong = [e for e in found if e.numerus and len(e.forms) != PLURAL_FORMS[lang]]
    assert not wrong, f"{lang} needs {PLURAL_FORMS[lang]} plural forms: {wrong[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(lang: str) -> None:
    """%1… and %n are filled in by the code: a form that drops or adds one shows garbage."""

    def marks(text: str) -> list[str]:
        return sorted(set(PLACEHOLDER.findall(text)))

    def fine(e: Entry) -> bool:
        return all(marks(f) == marks(e.source) for f in e.forms)

    broken = [e for e in entries(I18N / f"kegli_{lang}.ts") if not fine(e)]
    assert not broken, broken[:5]


def test_ukrainian_writes_one_apostrophe() -> None:
    """Ukrainian spelling marks the apostrophe inside a word ("пʼять", "зʼявиться") with the
    modifier letter ʼ (U+02BC), as the other Ukrainian words here do; a typographic ’ or a
    typewriter ' in some of them reads as a mix of two hands."""
    inside = re.compile(r"[а-яіїєґА-ЯІЇЄҐ]['’][а-яіїєґ]")
    mixed = [f for e in entries(I18N / "kegli_uk.ts") for f in e.forms if inside.search(f)]
    assert not mixed, mixed[:5]
    # The drills' own words (title, note, goal in each language) too.
    drills = I18N.parent / "assets" / "drills"
    in_drills = [m for p in drills.glob("*.json") for m in inside.findall(p.read_text("utf-8"))]
    assert not in_drills, in_drills[:5]


def test_the_languages_hold_the_same_messages() -> None:
    keys = {
        lang: {(e.context, e.source) for e in entries(I18N / f"kegli_{lang}.ts")} for lang in LANGS
    }
    assert keys["en"] == keys["ru"] == keys["uk"]


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None, reason="needs pyside6-lupdate")
def test_extraction_adds_no_string_missing_from_the_committed_files(tmp_path: Path) -> None:
    """Running i18n/update.py now would add nothing: every tr() string of app/ is in the .ts."""
    update = update_script()
    fresh = update.extract(tmp_path)
    for lang, path in fresh.items():
        committed = {(e.context, e.source, e.numerus) for e in entries(I18N / f"kegli_{lang}.ts")}
        extracted = {(e.context, e.source, e.numerus) for e in entries(path)}
        new = sorted(extracted - committed)
        assert not new, f"run python3 i18n/update.py and translate: {new[:10]}"


def test_extraction_reads_helper_calls_with_constant_contexts(tmp_path: Path) -> None:
    """update.py's rewrite: tr(CTX, "…", n) with a module constant becomes a literal call."""
    update = update_script()
    src = tmp_path / "app"
    src.mkdir()
    (src / "text.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "def tr(context, text, n=-1):\n"
        "    return QCoreApplication.translate(context, text, None, n)\n",
        encoding="utf-8",
    )
    (src / "panel.py").write_text(
        'from app.text import tr\nCTX = "Panel"\nA = tr(CTX, "Plain")\n'
        'B = tr(\n    CTX,\n    "%n pin(s)",\n    3,\n)\nC = tr("Other", name)\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    update.shadow_tree(out, tmp_path)
    shadow = (out / "app" / "panel.py").read_text(encoding="utf-8").splitlines()
    assert shadow[2] == 'A = QCoreApplication.translate("Panel", "Plain")'
    assert shadow[3] == 'B = QCoreApplication.translate("Panel", "%n pin(s)", None, n)'
    assert shadow[4:7] == ["", "", ""]  # the same line count, so locations stay right
    assert shadow[8] == 'C = _dynamic("Other", name)'


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="needs pyside6-lrelease")
def test_committed_qm_files_are_compiled_from_the_ts(tmp_path: Path) -> None:
    update = update_script()
    for lang in LANGS:
        shutil.copyfile(I18N / f"kegli_{lang}.ts", tmp_path / f"kegli_{lang}.ts")
    for qm in update.compile_all(tmp_path):
        assert qm.read_bytes() == (I18N / qm.name).read_bytes(), f"{qm.name} is stale"


@pytest.mark.skipif(shutil.which("pyside6-lrelease") is None, reason="needs pyside6-lrelease")
def test_a_qm_is_replaced_not_rewritten_in_place(tmp_path: Path) -> None:
    """A running program maps its .qm into memory: compiling puts a new file in its place
    (a new inode) rather than rewriting the mapped one, and leaves nothing else behind."""
    update = update_script()
    for lang in LANGS:
        shutil.copyfile(I18N / f"kegli_{lang}.ts", tmp_path / f"kegli_{lang}.ts")
        (tmp_path / f"kegli_{lang}.qm").write_bytes(b"old")
    before = {lang: (tmp_path / f"kegli_{lang}.qm").stat().st_ino for lang in LANGS}
    with contextlib.ExitStack() as held:  # the old files held open, as if mapped
        for lang in LANGS:
            held.enter_context(open(tmp_path / f"kegli_{lang}.qm", "rb"))
        update.compile_all(tmp_path)
    for lang in LANGS:
        qm = tmp_path / f"kegli_{lang}.qm"
        assert qm.stat().st_ino != before[lang]
        assert qm.read_bytes() == (I18N / qm.name).read_bytes()
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".qm"] * 3 + [".ts"] * 3


def test_the_typed_noop_marks_its_text_for_extraction(tmp_path: Path) -> None:
    """app.words.text.QT_TRANSLATE_NOOP returns the text as it is, and update.py reads its
    calls as it reads Qt's (a module constant as the context)."""
    from app.words.text import QT_TRANSLATE_NOOP

    assert QT_TRANSLATE_NOOP("Panel", "Plain") == "Plain"
    update = update_script()
    src = tmp_path / "app"
    src.mkdir()
    (src / "panel.py").write_text(
        'from app.words.text import QT_TRANSLATE_NOOP\nCTX = "Panel"\n'
        'NAMES = {"a": QT_TRANSLATE_NOOP(CTX, "Plain")}\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    update.shadow_tree(out, tmp_path)
    shadow = (out / "app" / "panel.py").read_text(encoding="utf-8").splitlines()
    assert shadow[2] == 'NAMES = {"a": QT_TRANSLATE_NOOP("Panel", "Plain")}'


def test_the_drills_english_words_are_english() -> None:
    """A drill's English title, note and goal name Russian terms in Latin letters, as the
    game's English does ("svoyak"), not in Cyrillic."""
    import json

    def english(node: object) -> list[str]:
        if isinstance(node, dict):
            own = [node["en"]] if isinstance(node.get("en"), str) else []
            return own + [t for v in node.values() for t in english(v)]
        if isinstance(node, list):
            return [t for v in node for t in english(v)]
        return []

    drills = I18N.parent / "assets" / "drills"
    texts = [t for p in drills.glob("*.json") for t in english(json.loads(p.read_text("utf-8")))]
    assert len(texts) > 100
    cyrillic = [t for t in texts if re.search("[а-яА-ЯіїєґІЇЄҐ]", t)]
    assert not cyrillic, cyrillic[:5]
