// Optional enhancements for pages that do not hydrate (docs/decisions/010). Each one starts only where
// the markup asks for it, through its data attribute; with scripts off, or if a module fails to load,
// the page works as it was served.
const enhancements = [
  ["[data-password-toggle]", () => import("./password-toggle.js")],
  ["[data-error-summary]", () => import("./error-summary.js")],
  ["form", () => import("./single-submit.js")],
  ["body[data-session]", () => import("./session-watch.js")],
  ["[data-poll]", () => import("./confirmation-poll.js")],
  ["button[data-needs-plan]", () => import("./plan-choice.js")],
  ["input[data-time-zone]", () => import("./time-zone.js")],
];

document.documentElement.classList.add("js-enabled");

for (const [selector, load] of enhancements) {
  const elements = [...document.querySelectorAll(selector)];
  if (elements.length === 0) continue;
  load().then(
    (module) => module.start(elements),
    () => undefined, // an enhancement that fails to load leaves the plain page
  );
}
