// One submit per click: a second press while the next page loads would send the form twice.
const RELEASE_AFTER_MS = 4000;

export function start(forms) {
  for (const form of forms) {
    form.addEventListener("submit", (event) => {
      if (form.hasAttribute("data-submitting")) {
        event.preventDefault();
        return;
      }
      form.setAttribute("data-submitting", "true");
      setTimeout(() => form.removeAttribute("data-submitting"), RELEASE_AFTER_MS);
    });
  }
}
