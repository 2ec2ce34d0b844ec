// The words of the development outbox. English is the source (docs/languages.md).
export default {
  title: "Development outbox",
  intro: "The emails the service has sent, newest first (at most 100). This page exists only in development.",
  load: "Load the outbox",
  "filter.to": "Show only emails to",
  "filter.submit": "Filter",
  "filter.all": "Show all emails",
  none: "No emails yet.",
  noneTo: "No emails to {to} yet.",
  "mail.to": "To",
  "mail.time": "Time",
  "mail.notSent": " (not sent yet)",
  "mail.kind": "Kind",
  "mail.links": "Links in this email",
  "mail.text": "Text",
} as const;
