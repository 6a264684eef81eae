# Windows installer from a fresh clone, in one command (PowerShell 5.1 or 7):
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1
# The build venv (packaging\build_env.py: the game and a pinned PyInstaller in build\venv),
# dist\kegli\ (PyInstaller, with THIRD_PARTY_NOTICES.txt), its --smoke-test, then the Inno
# Setup 6 installer dist\kegli-<version>-setup.exe with a .sha256 file beside it.
# Needs Python 3.11+ (`py` launcher or python on PATH; $env:PYTHON to choose) and Inno Setup 6
# (iscc on PATH or in its default folder; installed with Chocolatey when missing and choco is
# there, as on the GitHub runners).
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
Set-Location $Root
$Start = Get-Date

function Invoke-Native {
    # Run a program and stop the build when it fails (native exit codes do not throw).
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') exited $LASTEXITCODE" }
}

# Reproducible builds: the commit's time for timestamps, a fixed hash seed.
$env:SOURCE_DATE_EPOCH = (git log -1 --format=%ct)
$env:PYTHONHASHSEED = "0"
$env:PYTHONDONTWRITEBYTECODE = "1"
if (-not $env:QT_QPA_PLATFORM) { $env:QT_QPA_PLATFORM = "offscreen" }

Write-Host "== build environment"
if ($env:PYTHON) { $Boot = @($env:PYTHON) }
elseif (Get-Command py -ErrorAction SilentlyContinue) { $Boot = @("py", "-3") }
else { $Boot = @("python") }
$BootArgs = @($Boot | Select-Object -Skip 1) + @("packaging\build_env.py")
$Py = (& $Boot[0] @BootArgs | Select-Object -Last 1)
if ($LASTEXITCODE -ne 0) { throw "packaging\build_env.py failed" }
$Scripts = Split-Path $Py
$Version = (& $Py packaging\release_version.py)
if ($LASTEXITCODE -ne 0) { throw "no version" }

Write-Host "== translations"
foreach ($ts in Get-ChildItem i18n\*.ts) {
    Invoke-Native "$Scripts\pyside6-lrelease.exe" @("-silent", $ts.FullName, "-qm", ($ts.FullName -replace "\.ts$", ".qm"))
}

Write-Host "== compiled physics (mypyc, MSVC)"
# The engine as C extension modules beside its sources; the smoke test insists on them, and
# they are removed again at the end (the checkout keeps the pure build).
Invoke-Native $Py @("packaging\compile_physics.py")
$env:KEGLI_EXPECT_PHYSICS = "compiled"

Write-Host "== bundle (PyInstaller)"
foreach ($old in @("build\pyinstaller", "build\icons", "build\notices", "dist\kegli")) {
    if (Test-Path $old) { Remove-Item -Recurse -Force $old }
}
Get-ChildItem dist\kegli-*-setup.exe* -ErrorAction SilentlyContinue | Remove-Item -Force
Invoke-Native $Py @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\kegli.spec")
if (-not (Test-Path dist\kegli\_internal\THIRD_PARTY_NOTICES.txt)) {
    throw "the bundle lacks THIRD_PARTY_NOTICES.txt"
}

# A windowed exe: wait for it with a time limit so a stuck dialog cannot hang the build.
$p = Start-Process -FilePath "dist\kegli\kegli.exe" -ArgumentList "--smoke-test" -PassThru
if (-not $p.WaitForExit(300000)) { $p.Kill(); throw "smoke test timed out" }
if ($p.ExitCode -ne 0) { throw "smoke test exited $($p.ExitCode)" }
Write-Host "smoke test ok: bundle"
Invoke-Native $Py @("packaging\compile_physics.py", "--clean")

Write-Host "== installer (Inno Setup)"
$Iscc = (Get-Command iscc -ErrorAction SilentlyContinue | Select-Object -First 1 -ExpandProperty Source)
if (-not $Iscc) {
    $Iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"
    if (-not (Test-Path $Iscc) -and (Get-Command choco -ErrorAction SilentlyContinue)) {
        Invoke-Native choco @("install", "innosetup", "-y", "--no-progress")
    }
    if (-not (Test-Path $Iscc)) { throw "Inno Setup 6 (ISCC.exe) not found" }
}
Invoke-Native $Iscc @("/DAppVersion=$Version", "packaging\windows\kegli.iss")
$Setup = "dist\kegli-$Version-setup.exe"
Invoke-Native $Py @("packaging\checksums.py", $Setup)
Write-Host ("== done in {0:N0} s: {1}" -f ((Get-Date) - $Start).TotalSeconds, $Setup)
