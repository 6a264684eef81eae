; Inno Setup 6 script: Windows installer for Kegli, built from the PyInstaller one-folder
; bundle (dist\kegli). Installer languages: English, Russian, Ukrainian. Start-menu shortcut,
; optional desktop shortcut, .kegli files open in Kegli, the third-party licences beside the
; game and in the Start menu, uninstaller removes all of it.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\kegli.iss      -> dist\kegli-0.1.0-setup.exe
; (packaging\windows\build_windows.ps1 builds the bundle and runs this.)
;
; Run packaging\render_icons.py (the spec does) first: it writes build\icons\kegli.ico.

#define AppName "Kegli"
#define AppExe "kegli.exe"
#define ProgId "Kegli.Game"
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\kegli"
#endif

[Setup]
AppId={{5B0E7C7A-3C1D-4E36-9F4A-6B2D8E1C4A70}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Kegli
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
OutputDir=..\..\dist
OutputBaseFilename=kegli-{#AppVersion}-setup
SetupIconFile=..\..\build\icons\kegli.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Per-user install without admin rights is offered too; HKA below follows the choice.
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes
ShowLanguageDialog=auto
UsePreviousLanguage=no

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "uk"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[CustomMessages]
en.KegliGame=Kegli game
ru.KegliGame=Партия Kegli
uk.KegliGame=Партія Kegli
en.KegliComment=Russian and carom billiards
ru.KegliComment=Русский и карамбольный бильярд
uk.KegliComment=Російський і карамбольний більярд
en.ThirdPartyLicences=Third-party licences
ru.ThirdPartyLicences=Лицензии сторонних программ
uk.ThirdPartyLicences=Ліцензії сторонніх програм

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; packaging/notices.py wrote it into the bundle; a copy at the top where people look for it.
Source: "{#BundleDir}\_internal\THIRD_PARTY_NOTICES.txt"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:KegliComment}"
Name: "{group}\{cm:ThirdPartyLicences}"; Filename: "{app}\THIRD_PARTY_NOTICES.txt"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:KegliComment}"; Tasks: desktopicon

[Registry]
; .kegli -> Kegli.Game, opened with "kegli.exe <file>"; removed again by the uninstaller.
Root: HKA; Subkey: "Software\Classes\.kegli\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.kegli"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-kegli"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:KegliGame}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".kegli"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal"
