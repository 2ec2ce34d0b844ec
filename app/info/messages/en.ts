// The words of the help, privacy and terms pages. English is the source (docs/languages.md).
export default {
  "help.title": "Help",
  "help.intro":
    "{product} lets you build a {bar}: a toolbar of large buttons that opens websites, starts programs and changes settings such as text size, on the computer of someone you support.",
  "help.signingIn": "Signing in",
  "help.signingInText":
    "Use the email address and password you chose when you created your account. If you forgot your password, use <link>I forgot my password</link> on the sign-in page.",
  "help.installing": "Installing {product}",
  "help.systems":
    "{product} runs on computers with Windows 10 (version 2004 or newer) or Windows 11, and on Macs with macOS 10.14 (Mojave) or newer. It does not run on phones, tablets or Chromebooks.",
  "help.stepDownload":
    "On the computer where the {bar} will be used, open the <link>download page</link>. It offers the installer for that computer's system.",
  "help.stepWindows":
    "Windows: open the downloaded setup file and follow the steps. If Windows asks whether to allow the app to make changes, choose Yes.",
  "help.stepMac":
    "Mac: open the downloaded package and follow the steps. If macOS asks for permission to control the computer (Accessibility), allow it in System Settings, Privacy & Security.",
  "help.stepStart":
    "Start {product} and sign in with the email address and password of your {product} account. The bars made for you appear at the edge of the screen.",
  "help.notAvailable":
    "If the download page says the installer is not available from this server yet, the people who run this {product} site have not published it here. Ask the person who invited you, or the site's administrators, for the installer.",
  "help.keyboard": "Using the site without a mouse",
  "help.keyboardText":
    "Every page works with the keyboard alone and with JavaScript turned off. Press Tab to move between controls and Enter to use them; the first Tab on a page shows a link that skips to its content.",
  "privacy.title": "Privacy policy",
  "privacy.data":
    "{product} keeps your email address, your password (only as a one-way hash), the names of the people in your groups and the bars you build for them. We use them only to provide the service.",
  "privacy.cookie":
    "One cookie keeps you signed in. It is encrypted, cannot be read by scripts, and is removed when you sign out. We use no advertising or tracking cookies and load nothing from other sites.",
  "privacy.delete": "Deleting your account removes your data and the groups that only you manage.",
  "terms.title": "Terms of service",
  "terms.use":
    "By creating a {product} account you agree to use it to help the people you support, and only with their consent. You are responsible for the buttons you put on their bars and for keeping your password to yourself.",
  "terms.delete":
    "You can delete your account at any time from your account settings. Paid plans renew until you cancel them; a cancelled plan stays active until the end of the period you paid for.",
} as const;
