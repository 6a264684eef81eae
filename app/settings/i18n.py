"""The game's language: load and install the translators, switch at run time, remember it.

English, Russian and Ukrainian ship as i18n/kegli_{en,ru,uk}.qm (found through
app/common/resources.py in a checkout, a wheel or a frozen bundle). Qt's own translations
(qtbase_ru.qm: the standard buttons "OK", "Cancel", …) are added when Qt ships them.

Switching installs the new translators; Qt then sends QEvent.LanguageChange to every widget,
and the widgets that show computed text (scoreboard, referee strip, banner) render it again in
their changeEvent. Every other text a window shows was made by app.words.text.tr()/arg(), which
remember their sources, so retranslate_tree() says each of them again in the new language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSize, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from app.common.resources import translations_dir
from app.settings.declared import LANGUAGE
from app.settings.store import SettingsStore
from app.words.languages import LANGUAGE_NAMES
from app.words.numbers import follow_locale
from app.words.text import retranslated

LANGUAGES = LANGUAGE_NAMES
LOCALES: dict[str, str] = {"en": "en_GB", "ru": "ru_RU", "uk": "uk_UA"}
FALLBACK = "en"
_STATE: dict[str, object] = {"code": None, "translators": []}


def system_language(locale: QLocale | None = None) -> str:
    """The language of the system locale when the game speaks it, else English."""
    loc = locale if locale is not None else QLocale.system()
    for name in [loc.name(), *loc.uiLanguages()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return FALLBACK


def stored_language() -> str | None:
    """The language the player chose last time (app/settings/store.py), if any."""
    store = SettingsStore()
    if not store.qsettings.contains("language"):
        return None
    code = store.language()
    return code if code in LANGUAGES else None


def initial_language() -> str:
    return stored_language() or system_language()


def current_language() -> str | None:
    code = _STATE["code"]
    return code if isinstance(code, str) else None


def _load(code: str) -> tuple[QTranslator | None, QTranslator | None]:
    """The game's translator and Qt's own for ``code``; None where no file was found."""
    app = QCoreApplication.instance()
    folder = translations_dir()
    game = QTranslator(app)
    found = folder is not None and game.load(f"kegli_{code}.qm", str(folder))
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_found = code != "en" and qt.load(QLocale(LOCALES[code]), "qtbase", "_", qt_dir)
    return (game if found else None), (qt if qt_found else None)


def set_language(code: str, remember: bool = True) -> bool:
    """Speak ``code`` from now on (unknown codes fall back to English); True when the game's
    own translation was found. Open windows re-translate at once."""
    if code not in LANGUAGES:
        code = FALLBACK
    game, qt = _load(code)
    # The last installed is asked first: the game's own words (app/words/qt_gaps.py fills
    # what Qt's files leave in English) come before Qt's.
    translators = [t for t in (qt, game) if t is not None]
    old = _STATE["translators"]
    assert isinstance(old, list)
    for t in old:
        QCoreApplication.removeTranslator(t)
    for t in translators:
        QCoreApplication.installTranslator(t)
    _STATE["translators"] = translators
    _STATE["code"] = code
    # Numbers, and the drill packs' own texts (app/practice/texts.py), follow the language.
    QLocale.setDefault(QLocale(LOCALES[code]))
    if remember:
        _remember(code)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        for window in app.topLevelWidgets():
            retranslate_tree(window)
            follow_locale(window)
    # Qt posts LanguageChange to the windows; deliver it now, after the walk, so the texts
    # computed from the game (players' names, the referee's words) are rendered last and
    # everything has switched when this returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return game is not None


def _remember(code: str) -> None:
    store = SettingsStore()
    store.set_language(code)
    store.sync()


def follow(store: SettingsStore) -> None:
    """Speak the language ``store`` holds whenever the player changes it there (the
    Language menu, the settings dialog)."""

    def changed(key: str) -> None:
        if key == LANGUAGE.key and store.language() != current_language():
            set_language(store.language(), remember=False)  # the store has it already

    store.changed.connect(changed)


def install_initial(remember: bool = False) -> str:
    """At start-up: the stored choice, else the system's language, else English."""
    code = initial_language()
    set_language(code, remember=remember)
    return code


def _again(text: str) -> str | None:
    new = retranslated(text) if text else None
    return new if new is not None and new != text else None


def _set(getter, setter) -> None:  # type: ignore[no-untyped-def]
    new = _again(getter())
    if new is not None:
        setter(new)


def retranslate_tree(root: QWidget) -> None:
    """Say every text under ``root`` that app.words.text made again in the installed language."""
    for w in [root, *root.findChildren(QWidget)]:
        _set(w.windowTitle, w.setWindowTitle)
        _set(w.toolTip, w.setToolTip)
        _set(w.statusTip, w.setStatusTip)
        _set(w.whatsThis, w.setWhatsThis)
        _set(w.accessibleName, w.setAccessibleName)
        _set(w.accessibleDescription, w.setAccessibleDescription)
        if isinstance(w, (QLabel, QAbstractButton)):
            _set(w.text, w.setText)
        elif isinstance(w, QGroupBox):
            _set(w.title, w.setTitle)
        elif isinstance(w, QLineEdit):
            _set(w.placeholderText, w.setPlaceholderText)
        elif isinstance(w, QComboBox):
            _combo(w)
        elif isinstance(w, QTabWidget):
            _tabs(w)
        elif isinstance(w, QMenu):
            _set(w.title, w.setTitle)
        elif isinstance(w, QTableWidget):
            _table(w)
        elif isinstance(w, QTreeWidget):
            _tree(w)
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                _set(item.text, item.setText)
                item.setSizeHint(QSize())  # measured again for the new words
        if isinstance(w, (QSpinBox, QDoubleSpinBox)):
            _set(w.suffix, w.setSuffix)
            _set(w.prefix, w.setPrefix)
        if isinstance(w, QAbstractSpinBox):
            _set(w.specialValueText, w.setSpecialValueText)
    for a in root.findChildren(QAction):
        _set(a.text, a.setText)


def _combo(w: QComboBox) -> None:
    for i in range(w.count()):
        new = _again(w.itemText(i))
        if new is not None:
            w.setItemText(i, new)


def _tabs(w: QTabWidget) -> None:
    for i in range(w.count()):
        new = _again(w.tabText(i))
        if new is not None:
            w.setTabText(i, new)


def _tree(w: QTreeWidget) -> None:
    header = w.headerItem()
    for c in range(w.columnCount()):
        new = _again(header.text(c))
        if new is not None:
            header.setText(c, new)


def _table(w: QTableWidget) -> None:
    for c in range(w.columnCount()):
        h = w.horizontalHeaderItem(c)
        if h is not None:
            _set(h.text, h.setText)
    for r in range(w.rowCount()):
        h = w.verticalHeaderItem(r)
        if h is not None:
            _set(h.text, h.setText)
        for c in range(w.columnCount()):
            item = w.item(r, c)
            if item is not None:
                _set(item.text, item.setText)
