// The words of the mail /v1 sends, English as the source (docs/languages.md). Each mail is written in its
// recipient's language.
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
  "mail.linksFallback": "If the links do not work, copy this address into your browser:",
  "reset.subject": "Reset your {product} password",
  "reset.why":
    "Someone asked to reset the password of your {product} account. The link works once, for one hour.",
  "reset.ignore": "If it was not you, ignore this email: your password stays as it is.",
  "reset.linkIntro": "Choose a new password:",
  "reset.button": "Choose a new password",
  "resetUnknown.subject": "{product} password reset",
  "resetUnknown.why":
    "Someone asked to reset the {product} password for {email}, but there is no {product} account with this address.",
  "resetUnknown.otherAddress":
    "If it was you, you may have signed up with another address. You can also create an account.",
  "resetUnknown.ignore": "If it was not you, you can ignore this email.",
  "resetUnknown.linkIntro": "Create an account:",
  "resetUnknown.button": "Create an account",
  "changed.subject": "Your {product} password was changed",
  "changed.what":
    "The password of your {product} account was just changed, and you were signed out elsewhere.",
  "changed.notYou": "If you did not do this, reset your password at once from the sign-in page.",
  "invitation.subject": "{inviter} invited you to {product}",
  "invitation.intro":
    '{inviter} invited you to join the group "{group}" on {product}. In {product}, {inviter} can make bars of buttons for you: buttons that open websites, start apps and meetings, and change settings on your computer.',
  "invitation.wrote": "{inviter} wrote:",
  "invitation.acceptIntro": "Accept the invitation:",
  "invitation.declineIntro": "Decline the invitation:",
  "invitation.accept": "Accept the invitation",
  "invitation.decline": "If you do not want to join, <link>decline the invitation</link>.",
  "invitation.days": "The invitation works for {days, plural, one {# day} other {# days}} and only once.",
  "invitation.ignore": "If you do not know this person, you can ignore this email.",
  "invitationCopy.subject": "Your {product} invitation to {email} was sent",
  "invitationCopy.sent":
    'We sent your invitation to join "{group}" to {who}. It works for {days, plural, one {# day} other {# days}}.',
  "invitationCopy.message": "Your message:",
  "invitationCopy.accepted": "You will see in the group's member list when it is accepted.",
  "approvalWaiting.subject": 'A change to your bar "{barName}" is waiting for your OK',
  "approvalWaiting.what":
    'Someone changed your {product} bar "{barName}". Your computer keeps showing it as it was until you say it is OK.',
  "approvalWaiting.next": "Open your bars to see what changed, and approve it or say not now.",
  "approvalWaiting.linkIntro": "See the change:",
  "approvalWaiting.button": "See the change",
  "approvalTalk.someone": "A member of your group",
  "approvalTalk.subject": '{member} would like to talk about a change to "{barName}"',
  "approvalTalk.what":
    '{member} asked you to talk with them about the latest change to their bar "{barName}" before they approve it.',
  "approvalTalk.wrote": "{member} wrote:",
  "approvalTalk.linkIntro": "See the member's page:",
  "approvalTalk.button": "See {member}'s page",
  "linkHealth.subject":
    "{count, plural, one {A button on a {product} bar needs your attention} other {# buttons on {product} bars need your attention}}",
  "linkHealth.checks":
    "{product} checks the web addresses on your group's bars every day. {count, plural, one {This button needs your attention:} other {These buttons need your attention:}}",
  "linkHealth.barOf": '{who}: bar "{barName}"',
  "linkHealth.bar": 'Bar "{barName}"',
  "linkHealth.fixIt": "Fix it: {link}",
  "linkHealth.fix": "Fix “{label}”",
  "linkHealth.howToFix":
    "Each link opens the bar in the editor at that button, where you can change or remove it.",
  "linkHealth.oneADay":
    "You get at most one email like this a day, and only when something new needs attention: a problem found after this email goes in the next one.",
  "linkHealth.turnOff": "You can turn these emails off in your account settings: {link}",
  "linkHealth.turnOffLink": "You can <link>turn these emails off in your account settings</link>.",
} as const;
