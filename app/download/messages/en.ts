// The words of the download page. English is the source (docs/languages.md).
export default {
  title: "Download {product}",
  ready:
    "Your account is ready. The last step is to install {product} on the computer where you will use it.",
  install: "Install {product} on the computer where you will use it.",
  another: "Using another computer? <link>Download for {system} instead</link>.",
  choose: "Choose the system of the computer where you will use {product}.",
  button: "Download {product} for {system}",
  for: "For {requirements}.",
  missing:
    "The {product} installer for {system} is not available from this server yet. Please ask the person who invited you, or whoever runs this {product} site, for the installer.",
  "unsupported.title": "{product} is not compatible with {system}",
  "unsupported.thisDevice": "this device",
  "unsupported.seems": "This device seems to use {system}. ",
  "unsupported.text":
    "{product} works only on computers with Windows or macOS. Please contact the person who invited you for help.",
  "unsupported.other":
    "To install {product} on another computer, download it for <windows>Windows</windows> or <mac>macOS</mac>.",
  "system.mobile": "a mobile device",
  "system.oldWindows": "an older version of Windows",
  "system.oldMac": "an older version of macOS",
  "requirements.title": "System requirements",
  "requirements.windows": "Windows 10 (version 2004 or newer) or Windows 11",
  "requirements.mac": "macOS 10.14 (Mojave) or newer",
  help: "Need help installing? See <link>how to install {product}</link>.",
} as const;
