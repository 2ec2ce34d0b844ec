// The words of the password reset pages (asking for a link, choosing a new password). English is the source.
export default {
  "request.title": "Reset your password",
  "request.intro":
    "Enter the email address you use to sign in. We will send you a link to choose a new password.",
  "request.submit": "Send reset link",
  "request.label": "Reset password",
  "request.email": "Email address",
  "request.sent":
    "We are sending an email to {email} with the next steps. If there is an account with this address, the email has a link to choose a new password. The link works for 1 hour.",
  back: "Return to sign in",
  "complete.title": "Choose a new password",
  "complete.submit": "Change password",
  "complete.linksOnce": "Reset links work once, for one hour. Ask for a new link and use the newest email.",
  "complete.newLink": "Ask for a new link",
  "complete.badLink":
    "The link you clicked does not work. It might be a wrong link or a link that has expired.",
  "complete.changed": "Your password has been changed. Sign in with your new password.",
  "check.newPasswordMissing": "Enter a new password",
  "check.confirmPasswordMissing": "Enter the new password again to confirm it",
} as const;
