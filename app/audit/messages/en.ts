// The words of the "Group activity" page (the audit log): its filter, its count, its pages and the CSV download.
// The entries' sentences are common/audit-messages'. English is the source (docs/languages.md).
export default {
  "page.title": "Group activity",
  "page.back": "Back to the dashboard",
  "page.intro":
    "What managers of your group changed, and what the service changed (such as a payment), newest first. Only managers can see this page. Changes are kept for two years, unless this server is set to keep them for another time.",
  "filter.person": "Person",
  "filter.personHint": "Part of a name: who made the change, or whom or which bar it was about",
  "filter.kind": "Kind of change",
  "filter.allKinds": "All kinds",
  "filter.show": "Show changes",
  "filter.showAll": "Show all changes",
  "check.personTooLong": "Enter a name of {max} characters or fewer",
  "check.kind": "Choose a kind of change from the list",
  "changes.title": "Changes",
  "changes.none": "No changes have been recorded yet.",
  "changes.noneMatch": "No changes match.",
  "changes.count":
    "{total, plural, one {# change} other {# changes}}; showing {first, number}–{last, number}.",
  "changes.countMatch":
    "{total, plural, one {# change matches} other {# changes match}}; showing {first, number}–{last, number}.",
  "csv.link": "Download as CSV",
  "csv.what": "({filtered, select, yes {the changes that match} other {every change}}, for a spreadsheet)",
  "csv.tooMany":
    "You have downloaded the list many times in the last few minutes. Please try again in a few minutes.",
  "pages.label": "Pages of changes",
  "pages.previous": "Previous<hidden> page</hidden>",
  "pages.next": "Next<hidden> page</hidden>",
  "pages.page": "Page {n}",
} as const;
