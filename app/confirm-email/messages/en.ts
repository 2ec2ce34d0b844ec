// The words of the pages that wait for and receive the email confirmation. English is the source.
export default {
  "pending.title": "Confirm your email address",
  "pending.sent":
    "Confirmation email sent. It can take a few minutes to arrive: open the newest email and click the link in it.",
  "pending.resend": "Resend Email",
  "pending.sending":
    "{variant, select, registered {We are sending} other {We sent}} a welcome email to <email></email>. Click the link in it to confirm your email address.",
  "pending.yourAddress": "your email address",
  "pending.notArrived": "Has the email not arrived?",
  "pending.wait": "Wait a few minutes: emails can take a while to arrive.",
  "pending.spam": "Look in your spam or junk folder.",
  "pending.checkAddress": "Check that the email address above is right.",
  "pending.pressResend": "Press Resend Email to get a new email.",
  "pending.waiting": "Waiting for your confirmation",
  "pending.stopped":
    "This page has stopped checking by itself. When you have clicked the link in the email, <link>check again</link>.",
  "pending.checkFailed": "We could not check just now. We will try again in a moment.",
  "pending.checking":
    "This page checks every {seconds} seconds whether your email address is confirmed, and moves on by itself when it is. You can also <now>check now</now> or <stop>stop checking</stop>.",
  "pending.later": "Confirm later and continue",
  "link.action": "Confirm email",
  "link.confirmedTitle": "Your Email is Confirmed",
  "link.confirmedThanks": "Thank you. Your email address is confirmed and your {product} account is ready.",
  "link.install": "Next, install {product} on the computer where you will use it.",
  "link.download": "Download {product}",
  "link.account": "Go to your account",
  "link.alreadyTitle": "Your email is already confirmed",
  "link.alreadyText": "Your email address was confirmed before. There is nothing more to do.",
  "link.openTitle": "Confirm your email address",
  "link.openText": "Open this link in your web browser to confirm your email address.",
  "link.notYet":
    "Your email address is not confirmed yet. Open the link in the email again in a few minutes.",
  "link.badTitle": "Your email address was not confirmed",
  "link.badLink": "The link you clicked does not work. It might be a wrong link or a link that has expired.",
  "link.badText":
    "If you have confirmed your email address before, there is nothing more to do. Otherwise ask for a new email: its link works for {days} days.",
  "link.newEmail": "<link>Send me a new confirmation email</link> (you will be asked to sign in first).",
} as const;
