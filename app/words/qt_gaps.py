"""Words of Qt's own dialogs that Qt's translations (qtbase_ru.qm, qtbase_uk.qm) leave in
English: the file dialog's "Look in:" and "Files of type:" labels (their source texts have
changed since those files were made) and the standard "OK" button. The game's translator
says them, in Qt's own contexts, so a file dialog or a message box reads in one language."""

from __future__ import annotations

from app.words.text import QT_TRANSLATE_NOOP

QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
)
