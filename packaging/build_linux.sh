#!/usr/bin/env bash
# Linux installers from a fresh clone, in one command: the build venv (packaging/build_env.py:
# the game and a pinned PyInstaller in build/venv), the PyInstaller one-folder bundle
# (dist/kegli/) with THIRD_PARTY_NOTICES.txt, a .deb made from it with dpkg-deb, and an
# AppImage AppDir (build/AppDir). The frozen app's --smoke-test runs offscreen after each stage.
# appimagetool is used when it is on PATH; otherwise the AppDir is left ready for it:
#   ARCH=x86_64 appimagetool build/AppDir
# Every artifact gets a SHA-256 file beside it (X.sha256), and
# dist/kegli-<version>-bundle-files.sha256sums lists the hash of every file in the bundle
# (two builds compare with diff; packaging/README.md says what differs).
#
#   packaging/build_linux.sh            # PYTHON=python3.12 to pick the interpreter
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
START="$(date +%s)"
BOOT_PY="${PYTHON:-python3}"
LINUX="packaging/linux"
DIST="dist"
BUNDLE="$DIST/kegli"
NOTICES="THIRD_PARTY_NOTICES.txt"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# Reproducible builds: one timestamp for every file (the commit's), a fixed hash seed (set
# iteration order in PyInstaller's analysis), fixed locale, time zone and permissions.
SOURCE_DATE_EPOCH="$(git log -1 --format=%ct 2>/dev/null || stat -c %Y pyproject.toml)"
export SOURCE_DATE_EPOCH PYTHONHASHSEED=0 TZ=UTC LC_ALL=C.UTF-8 PYTHONDONTWRITEBYTECODE=1
umask 022

echo "== build environment"
PY="$("$BOOT_PY" packaging/build_env.py)"
VENV_BIN="$(dirname "$PY")"
VERSION="$("$PY" packaging/release_version.py)"
ARCH="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
DEB="$DIST/kegli_${VERSION}_${ARCH}.deb"
ENV_DONE="$(date +%s)"

smoke() {  # smoke LABEL COMMAND...: the frozen app opens its window, plays a shot, exits 0
    local label="$1"
    shift
    if ! timeout 180 "$@" --smoke-test; then
        echo "build_linux: smoke test failed: $label" >&2
        exit 1
    fi
    echo "build_linux: smoke test ok: $label"
}

echo "== clean"
rm -rf build/pyinstaller build/icons build/notices build/deb build/AppDir "$BUNDLE" "$DIST"/kegli[-_]*

echo "== translations"
if compgen -G "i18n/*.ts" >/dev/null; then
    for ts in i18n/*.ts; do
        "$VENV_BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
    done
fi

echo "== compiled physics (mypyc)"
# The engine as C extension modules beside its sources, removed again when this script ends
# (the checkout keeps the pure build); every smoke test below insists on the compiled one.
"$PY" packaging/compile_physics.py
trap '"$PY" packaging/compile_physics.py --clean >/dev/null' EXIT
export KEGLI_EXPECT_PHYSICS=compiled

echo "== bundle (PyInstaller)"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath build/pyinstaller packaging/kegli.spec
# The spec drops Qt libraries the game does not use; make sure nothing kept still needs one.
missing="$(find "$BUNDLE/_internal" -name '*.so*' -type f -print0 \
    | LD_LIBRARY_PATH="$BUNDLE/_internal:$BUNDLE/_internal/PySide6/Qt/lib" xargs -0 -r ldd 2>/dev/null \
    | grep -E 'libQt6[A-Za-z]+[.]so[.0-9]* => not found' | sort -u || true)"
if [ -n "$missing" ]; then
    echo "build_linux: bundle lacks Qt libraries:" >&2
    echo "$missing" >&2
    exit 1
fi
if [ ! -s "$BUNDLE/_internal/$NOTICES" ]; then
    echo "build_linux: the bundle lacks $NOTICES" >&2
    exit 1
fi
smoke "bundle" "$BUNDLE/kegli"
# Every file of the bundle with its hash, sorted by path: two builds compare with diff.
(cd "$BUNDLE" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) \
    >"$DIST/kegli-$VERSION-bundle-files.sha256sums"
BUNDLE_DONE="$(date +%s)"

# install_tree DEST PREFIX: desktop entry, MIME type, hicolor icons under DEST/PREFIX/share.
install_tree() {
    local dest="$1" share="$1/$2/share"
    install -Dm644 "$LINUX/kegli.desktop" "$share/applications/kegli.desktop"
    install -Dm644 "$LINUX/kegli-mime.xml" "$share/mime/packages/kegli.xml"
    for size in 16 24 32 48 64 128 256 512; do
        install -Dm644 "build/icons/kegli-$size.png" \
            "$share/icons/hicolor/${size}x${size}/apps/kegli.png"
    done
    install -Dm644 assets/icon/kegli.svg "$share/icons/hicolor/scalable/apps/kegli.svg"
    install -Dm644 "$BUNDLE/_internal/$NOTICES" "$share/doc/kegli/$NOTICES"
    # desktop-file-utils is optional here (tests/packaging validates the same file with it).
    if command -v desktop-file-validate >/dev/null; then
        desktop-file-validate "$share/applications/kegli.desktop"
    fi
    : "$dest"
}

echo "== .deb"
PKG="build/deb/kegli"
mkdir -p "$PKG/usr/lib" "$PKG/usr/bin" "$PKG/DEBIAN"
cp -a "$BUNDLE" "$PKG/usr/lib/kegli"
cat >"$PKG/usr/bin/kegli" <<'EOF'
#!/bin/sh
# Kegli launcher: the game lives in /usr/lib/kegli (a PyInstaller one-folder bundle).
exec /usr/lib/kegli/kegli "$@"
EOF
chmod 755 "$PKG/usr/bin/kegli"
install_tree "$PKG" usr
install -Dm644 /dev/stdin "$PKG/usr/share/doc/kegli/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: kegli
License: MIT
Comment: The bundle includes CPython (PSF), PySide6/Qt (LGPLv3), pymunk and Chipmunk2D (MIT),
 platformdirs (MIT), cffi (MIT) and more: each with its licence text in
 /usr/share/doc/kegli/THIRD_PARTY_NOTICES.txt
EOF
INSTALLED_KB="$(du -sk "$PKG/usr" | cut -f1)"
cat >"$PKG/DEBIAN/control" <<EOF
Package: kegli
Version: $VERSION
Architecture: $ARCH
Maintainer: Kegli maintainers <maintainers@kegli.invalid>
Installed-Size: $INSTALLED_KB
Section: games
Priority: optional
Depends: libc6 (>= 2.28), libgl1, libegl1, libfontconfig1, libfreetype6, libglib2.0-0,
 libdbus-1-3, libx11-6, libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-icccm4, libxcb-image0,
 libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xkb1,
 libxkbcommon0, libxkbcommon-x11-0
Recommends: libpulse0
Homepage: https://kegli.invalid/
Description: Russian and carom billiards
 Kegli is a desktop billiards game for players of Russian and carom billiards:
 seven pins with carom on the pyramid table, five pins, three-cushion,
 one-cushion, balkline and artistic practice figures, with ball physics and a
 referee that knows the rules. Two players share one computer, or one player
 practises alone.
EOF
# dpkg-deb wants 0755 directories and no group/other write bits, whatever the umask was.
find "$PKG" -type d -exec chmod 755 {} +
chmod -R go-w "$PKG"
find "$PKG" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
dpkg-deb --info "$DEB" >/dev/null
DEB_DONE="$(date +%s)"

echo "== AppDir"
APPDIR="build/AppDir"
mkdir -p "$APPDIR/usr/lib"
cp -a "$BUNDLE" "$APPDIR/usr/lib/kegli"
install -m755 "$LINUX/AppRun" "$APPDIR/AppRun"
install_tree "$APPDIR" usr
install -m644 "$LINUX/kegli.desktop" "$APPDIR/kegli.desktop"
install -m644 build/icons/kegli-256.png "$APPDIR/kegli.png"
ln -sf kegli.png "$APPDIR/.DirIcon"
find "$APPDIR" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
smoke "AppDir" "$APPDIR/AppRun"
ARTIFACTS=("$DEB")
if command -v appimagetool >/dev/null; then
    APPIMAGE="$DIST/Kegli-$VERSION-$(uname -m).AppImage"
    ARCH="$(uname -m)" appimagetool --no-appstream "$APPDIR" "$APPIMAGE"
    smoke "AppImage" "$APPIMAGE" --appimage-extract-and-run
    ARTIFACTS+=("$APPIMAGE")
else
    echo "build_linux: appimagetool not on PATH; AppDir ready: ARCH=$(uname -m) appimagetool $APPDIR"
fi

"$PY" packaging/checksums.py "${ARTIFACTS[@]}"

END="$(date +%s)"
echo "== done"
echo "venv:     $(dirname "$VENV_BIN")  ($((ENV_DONE - START)) s)"
echo "bundle:   $BUNDLE  $(du -sh "$BUNDLE" | cut -f1)  ($((BUNDLE_DONE - ENV_DONE)) s)"
echo "deb:      $DEB  $(du -h "$DEB" | cut -f1)  (installed $((INSTALLED_KB / 1024)) MiB, $((DEB_DONE - BUNDLE_DONE)) s)"
echo "AppDir:   $APPDIR  $(du -sh "$APPDIR" | cut -f1)"
echo "total:    $((END - START)) s"
