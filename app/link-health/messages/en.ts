// The words of link health on the pages: the lists of buttons that need attention, what was found wrong with
// each, "Check again now", "Replace with the new address", and the email setting. English is the source
// (docs/languages.md).
export default {
  "list.intro":
    "{n, plural, one {This button may not work for the person who uses it:} other {These # buttons may not work for the people who use them:}}",
  "list.hint":
    "Each web address on a bar is checked every day. Suspicious pages are a guess: please look at them.",
  "list.checkAgain": "Check again now",
  "list.fix": " (fix this button)",
  "list.onBar": " on the bar “{barName}”",
  "list.words": ": {words}",
  "list.newAddress": "New address: ",
  "mark.needsAttention": "Needs attention:",
  "list.replace": "Replace with the new address<hidden> on {label}</hidden>",
  since: "since {date}",
  "words.broken": "Stopped working: {answer}.",
  "words.moved": "The page has moved.",
  "words.movedTo": "The page has moved to {url}.",
  "words.otherSite":
    "Looks wrong: the address now leads to an unrelated site (a guess by {product}; please look).",
  "words.forSale":
    "Looks wrong: the page now says the address is for sale (a guess by {product}; please look).",
  "words.parked":
    "Looks wrong: the page now looks like a parked, empty site (a guess by {product}; please look).",
  "answer.not_found": "the site answered 'not found'",
  "answer.gone": "the site answered that the page is gone",
  "answer.refused_access": "the site refused to show the page",
  "answer.server_error": "the site answered with an error of its own",
  "answer.other_status": "the site answered with an error",
  "answer.timeout": "no answer in 10 seconds",
  "answer.no_such_name": "the name no longer exists",
  "answer.refused": "the site refused the connection",
  "answer.too_many_redirects": "the site sends visitors round in circles",
  "answer.not_allowed": "the address leads somewhere {product} does not open",
  "answer.unreachable": "the site could not be reached",
  "check.started":
    "We are checking the web addresses again. Reload this page in a minute to see the results.",
  "check.tooSoon": "The web addresses were checked a short while ago. Please try again in a few minutes.",
  "check.off": "Checking web addresses is turned off on this server.",
  "check.failed": "The web addresses could not be checked now. Please try again later.",
  "replace.notFound": "Nothing was changed: the button could not be found.",
  "replace.gone":
    "Nothing was changed: this button no longer has the address that moved (the bar was changed since the check).",
  "replace.builtIn":
    "Nothing was changed: the address of “{label}” comes with the button. Open the bar to change the button.",
  "replace.conflict": "Nothing was changed: someone saved this bar at the same moment. Please try again.",
  "replace.done": "The button “{label}” now opens the new address, {url}.",
  "email.title": "Emails about buttons that stopped working",
  "email.checked": "We check the web addresses on your group's bars every day.",
  "email.on":
    "When a button stops working or looks wrong, we email you. You get at most one of these emails a day: a problem we find after that day's email goes in the next one, a day later. Each email lists every button that still needs attention.",
  "email.off": "You do not get emails about them. The dashboard still shows the buttons that need attention.",
  "email.turnOff": "Turn these emails off",
  "email.turnOn": "Turn these emails on",
  "email.nowOn": "You will get an email when buttons on your group's bars stop working.",
  "email.nowOff": "You will no longer get emails about buttons that stopped working.",
} as const;
