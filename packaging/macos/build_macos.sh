#!/usr/bin/env bash
# macOS installers from a fresh clone, in one command: the build venv (packaging/build_env.py),
# dist/Kegli.app (PyInstaller, with THIRD_PARTY_NOTICES.txt), its --smoke-test offscreen, and
# dist/Kegli-<version>.dmg (make_dmg.sh) with dist/Kegli-<version>.dmg.sha256 beside it.
#
#   packaging/macos/build_macos.sh      # PYTHON=python3.12 to pick the interpreter
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
START="$(date +%s)"
BOOT_PY="${PYTHON:-python3}"
APP="dist/Kegli.app"
NOTICES="THIRD_PARTY_NOTICES.txt"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
SOURCE_DATE_EPOCH="$(git log -1 --format=%ct 2>/dev/null || stat -f %m pyproject.toml)"
export SOURCE_DATE_EPOCH PYTHONHASHSEED=0 TZ=UTC PYTHONDONTWRITEBYTECODE=1
umask 022

echo "== build environment"
PY="$("$BOOT_PY" packaging/build_env.py)"
VENV_BIN="$(dirname "$PY")"
VERSION="$("$PY" packaging/release_version.py)"

echo "== translations"
for ts in i18n/*.ts; do
    "$VENV_BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done

echo "== compiled physics (mypyc)"
# The engine as C extension modules beside its sources, removed again when this script ends
# (the checkout keeps the pure build); the smoke test insists on the compiled one.
"$PY" packaging/compile_physics.py
trap '"$PY" packaging/compile_physics.py --clean >/dev/null' EXIT
export KEGLI_EXPECT_PHYSICS=compiled

echo "== Kegli.app (PyInstaller)"
rm -rf build/pyinstaller build/icons build/notices build/dmg dist/kegli "$APP" dist/Kegli-*
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/kegli.spec
if [ -z "$(find "$APP/Contents" -name "$NOTICES" -size +0)" ]; then
    echo "build_macos: $APP lacks $NOTICES" >&2
    exit 1
fi
# macOS has no timeout(1); perl's alarm bounds the smoke test the same way.
perl -e 'alarm shift; exec @ARGV' 300 "$APP/Contents/MacOS/kegli" --smoke-test

echo "== .dmg"
PYTHON="$PY" bash packaging/macos/make_dmg.sh
"$PY" packaging/checksums.py "dist/Kegli-$VERSION.dmg"
echo "== done in $(($(date +%s) - START)) s"
