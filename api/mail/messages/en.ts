// The words of the mail /v1 sends, English as the source (docs/languages.md). Mail not yet listed here is
// written in English whatever the recipient's language.
export default {
  "mail.greeting": "Hello {name},",
  "mail.greetingNoName": "Hello,",
  "mail.linkFallback": "If the link does not work, copy this address into your browser:",
  "mail.signature": "The {product} team",
  "verify.subject": "Confirm your email address for {product}",
  "verify.why":
    "Please confirm that this is your email address for your {product} account. The link works for {days} days.",
  "verify.ignore": "If you did not create an account, you can ignore this email.",
  "verify.linkIntro": "Confirm your email address:",
  "verify.button": "Confirm my email address",
} as const;
