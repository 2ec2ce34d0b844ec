// The words about a member's computer: the sentences of its status and the page where the manager says which
// computer the person uses. English is the source (docs/languages.md).
export default {
  "computer.title": "Which computer does {name} use?",
  "computer.action": "Say which computer",
  "computer.saved": "Saved which computer they use.",
  "computer.link": "Say which computer {name} uses",
  "computer.read":
    "{name}'s desktop app said which system it runs on: that is what the editor goes by, whatever you choose here.",
  "computer.mac": "{system} (a Mac)",
  "computer.unsure": "Not sure",
  "computer.save": "Save",
  "check.system": "Choose the computer, or Not sure",
  "status.justNow": "just now",
  "status.app": "desktop app",
  "status.appVersion": "desktop app {version}",
  "status.system": "{parts}.",
  "status.said": "You said {name} uses {system}.",
  "status.unknownSystem": "The desktop app did not say which system {name}'s computer runs.",
  "status.has": "{name}'s computer has version {version} of {barName}, picked up {ago}.",
  "status.waitsOk": "{has} Version {saved} waits for {name}'s OK.",
  "status.never": "{name} has not signed in on a computer yet.",
  "status.behind": "Version {version} of {barName} is waiting: {name}'s computer has not asked for it since.",
  "status.had":
    "It has version {version} of {barName}, {defaultBar, select, yes {asked for} other {picked up}} {ago}.",
  "status.lastAsked": "It last asked for bars {ago}, before {barName} was theirs.",
  "status.default":
    "{name} has no bars of their own, so their computer gets the {barName}: it has version {version}, asked for {ago}.",
  "status.asked": "{name}'s computer last asked for bars {ago}.",
} as const;
