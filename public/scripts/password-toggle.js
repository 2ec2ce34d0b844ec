// Show/hide password buttons are rendered hidden and only shown once this script can make them work.
export function start(buttons) {
  for (const button of buttons) {
    const input = document.getElementById(button.getAttribute("data-password-toggle"));
    if (!input) continue;
    button.hidden = false;
    // The words come from the page, in its language: the button's own to show, data-hide-label to hide.
    const showLabel = button.textContent;
    button.addEventListener("click", () => {
      const show = input.type === "password";
      input.type = show ? "text" : "password";
      button.textContent = show ? (button.dataset.hideLabel ?? "Hide password") : showLabel;
      button.setAttribute("aria-pressed", show ? "true" : "false");
    });
  }
}
