// The words of the group base bar's page and of the dashboard's way to it. English is the source.
export default {
  "page.title": "The group's base bar",
  "page.intro":
    "Buttons on the base bar go on every member's bar, with their own buttons. Members' own buttons stay theirs. A change reaches everyone at once; a member who asked to approve changes sees it first.",
  "page.buttons": "Buttons on the base bar ({count})",
  "page.noText": "(no text)",
  "page.empty": "The base bar has no buttons yet.",
  "page.edit": "Edit the base bar's buttons",
  "page.history": "See the base bar's history",
  "page.none": "Your group has no base bar yet. Choose where its buttons go, then add them.",
  "page.legend": "Where do the group's buttons go on each member's bar?",
  "page.save": "Save where they go",
  "page.make": "Make the base bar",
  "page.back": "Back to the dashboard",
  "choice.first": "First",
  "choice.firstHint": "The group's buttons come before each member's own buttons.",
  "choice.last": "Last",
  "choice.lastHint": "The group's buttons come after each member's own buttons.",
  "check.position": "Choose where the group's buttons go",
  "action.label": "Save the group's base bar",
  "banner.made": "The group's base bar is made. Add the buttons every member gets.",
  "banner.saved":
    "Saved: the group's buttons go {position, select, first {before each member's own buttons} other {after each member's own buttons}}.",
  "link.heading": "Group base bar",
  "link.text": "Buttons every member gets",
} as const;
