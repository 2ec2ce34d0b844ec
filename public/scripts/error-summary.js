// The error summary (app/shared/ui/form.tsx), as GOV.UK Frontend's error-summary.mjs does it. The summary
// has autofocus, which some browsers ignore: it is focused here once if it does not have focus already.
// A link in the summary brings its field's label (or, for a checkbox or radio, or a field high enough on
// the screen, its fieldset's legend) into view and then focuses the field without scrolling again, so the
// question stays visible above the field. Without scripts the link is a plain #id anchor.
export function start([summary]) {
  if (document.activeElement !== summary) summary.focus();
  summary.addEventListener("click", (event) => {
    if (focusTarget(event.target)) event.preventDefault();
  });
}

function focusTarget(link) {
  if (!(link instanceof HTMLAnchorElement)) return false;
  const id = link.hash.slice(1);
  const field = id ? document.getElementById(decodeURIComponent(id)) : null;
  if (!field) return false;
  const labelOrLegend = associatedLegendOrLabel(field);
  if (!labelOrLegend) return false;
  labelOrLegend.scrollIntoView();
  field.focus({ preventScroll: true });
  return true;
}

function associatedLegendOrLabel(field) {
  const legend = field.closest("fieldset")?.querySelector("legend");
  if (legend) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      return legend;
    }
    // Other fields use the legend only when the field would still sit in the top half of the screen.
    const legendTop = legend.getBoundingClientRect().top;
    const rect = field.getBoundingClientRect();
    if (rect.height && window.innerHeight && rect.top + rect.height - legendTop < window.innerHeight / 2) {
      return legend;
    }
  }
  return document.querySelector(`label[for="${CSS.escape(field.id)}"]`) ?? field.closest("label");
}
