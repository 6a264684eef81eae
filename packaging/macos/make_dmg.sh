#!/usr/bin/env bash
# macOS disk image: dist/Kegli.app (from `python3 -m PyInstaller packaging/kegli.spec`, whose
# BUNDLE declares the .kegli document type) beside an Applications link and the third-party
# notices, compressed with hdiutil into dist/Kegli-<version>.dmg and verified.
#
#   packaging/macos/make_dmg.sh         # packaging/macos/build_macos.sh does all of it
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PY="${PYTHON:-python3}"
APP="dist/Kegli.app"
VERSION="$("$PY" packaging/release_version.py)"
DMG="dist/Kegli-$VERSION.dmg"
STAGE="build/dmg"

if [ ! -d "$APP" ]; then
    echo "make_dmg: $APP not found; build it first: $PY -m PyInstaller packaging/kegli.spec" >&2
    exit 1
fi
# The document type must be in the bundle, or Finder will not open .kegli files with it.
/usr/libexec/PlistBuddy -c "Print :CFBundleDocumentTypes:0:CFBundleTypeExtensions:0" \
    "$APP/Contents/Info.plist" | grep -qx kegli

rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
# The licences beside the app, readable before installing (the app carries them too).
find "$APP/Contents" -name THIRD_PARTY_NOTICES.txt -type f -print -quit \
    | xargs -I{} cp {} "$STAGE/THIRD_PARTY_NOTICES.txt"
test -s "$STAGE/THIRD_PARTY_NOTICES.txt"
hdiutil create -volname "Kegli $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
echo "$DMG  $(du -h "$DMG" | cut -f1)"
