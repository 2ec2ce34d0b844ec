// The words of the page a member sees when they reach a manager's page. English is the source
// (docs/languages.md).
export default {
  title: "This part is for managers",
  intro:
    "You are a member of {group}. Its managers make {bar}s for you; you use them in the {product} app on your computer.",
  bars: "{n, plural, =0 {There are no bars for you yet.} one {There is # bar for you.} other {There are # bars for you.}} Your account settings list them.",
  seeBars: "See your bars",
  account: "Your account settings",
  download: "Download {product}",
  canDo: "What you can do",
  canSee: "See the bars made for you in your <link>account settings</link>.",
  canInstall:
    "Install the {product} app on your computer: it shows your bar. See <link>how to install {product}</link>.",
  canPassword: "<link>Change your password</link> whenever you need to.",
  makeBars: "Do you need to make bars yourself?",
  onlyManagers:
    "Only the managers of {group} can make bars, add people and choose plans. If you should do that too, ask one of them to make you a manager. For anything else, the <link>help pages</link> can help.",
} as const;
