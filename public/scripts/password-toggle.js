// Show/hide password buttons are rendered hidden and only shown once this script can make them work.
export function start(buttons) {
  for (const button of buttons) {
    const input = document.getElementById(button.getAttribute("data-password-toggle"));
    if (!input) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      // The words come from the page, in its language.
      button.textContent = show
        ? (button.dataset.hideLabel ?? "Hide password")
        : (button.dataset.showLabel ?? "Show password");
      button.setAttribute("aria-pressed", show ? "true" : "false");
    });
  }
}
