// The words of the early-release program's pages and of free {product} Plus (the same pages at another
// address), and of joining them. English is the source.
export default {
  "program.title": "Early-release program",
  "program.titleFree": "Free {product} Plus",
  "program.intro":
    "Join the early-release program to use new {product} features before everyone else, and tell us what works for you and the people you help.",
  "program.introFree":
    "Try {product} Plus for free: make bars for the people you help, add and invite them, and see what works for them. You can choose a paid plan later, or never.",
  "program.getTitle": "What you get",
  "program.getFirst": "New {product} features as soon as they are ready, before everyone else.",
  "program.getSay": "A say in what we build next: tell us what works and what does not.",
  "program.getBar": "A {bar} of large, clear buttons for each person you support, built from any browser.",
  "program.getPeople": "Adding the people you support and inviting them by email.",
  "program.getApp": "The {product} app for Windows and macOS, which shows each person their bar.",
  "program.costTitle": "What it costs",
  "program.cost":
    "Nothing. No card is asked for. Your group starts on the free Standard plan, with no member limit, and nothing is ever charged unless you choose a paid plan yourself.",
  "program.howTitle": "How joining works",
  "program.signedIn": "You are signed in already.",
  "program.signUp": "Create your sign-in with your email address.",
  "program.name":
    "Give your group a name, for example your family name or your organisation. You are its manager.",
  "program.people": "Add the people you support and build their bars. Invite them when their bars are ready.",
  "program.joined": "You have a group already, so you have joined. <link>Go to your dashboard</link>.",
  "program.join": "Join the early-release program",
  "program.joinFree": "Get {product} Plus for free",
  "program.haveSignIn": "Already have a sign-in? <link>Sign in</link> first, then come back to this page.",
  "program.help": "Questions? The <link>help pages</link> explain how {product} works.",

  "join.already": "You have already joined: your group is ready.",
  "join.label": "Join",
  "join.welcome": "Welcome to the early-release program! Your group {name} is ready.",
  "join.welcomeFree": "Welcome! Your group {name} is ready.",
  "join.title": "Join the early-release program",
  "join.titleFree": "Name your group",
  "join.intro": "Give your group a name. You will be its manager.",
  "join.submit": "Join",
  "join.nameLabel": "Group name",
  "join.nameHint": "For example your family name, your class or your organisation.",
} as const;
