// The plan picker's payment button (spec S1 §2 "Plan picker"): enabled only once a different,
// available plan is chosen. Without this script the button stays enabled and the server refuses in words.
function chosenPlanIsNew(form) {
  const chosen = form.querySelector("input[data-plan-choice]:checked");
  return Boolean(chosen && !chosen.disabled && chosen.getAttribute("data-plan-choice") !== "current");
}

export function start(buttons) {
  for (const button of buttons) {
    const form = button.form;
    if (!form) continue;
    const hint = document.getElementById(button.getAttribute("data-needs-plan") ?? "");
    if (hint) button.setAttribute("aria-describedby", hint.id);
    const update = () => {
      const ready = chosenPlanIsNew(form);
      button.disabled = !ready;
      if (hint) hint.hidden = ready;
    };
    form.addEventListener("change", update);
    // A page restored from the back/forward cache keeps the radio the person chose.
    window.addEventListener("pageshow", update);
    update();
  }
}
