// Bar items the bar suites save: the wire shape the original portal sends (configuration with `_webapp`).
export const mailItem = {
  kind: "link",
  is_primary: true,
  configuration: { label: "Mail", url: "https://mail.example.com/", _webapp: { buttonKey: "email" } },
};
