// The error summary has autofocus; some browsers ignore it. A link in the summary focuses its field
// instead of only scrolling to it.
export function start([summary]) {
  if (document.activeElement !== summary) summary.focus();
  for (const link of summary.querySelectorAll("a[href^='#']")) {
    link.addEventListener("click", (event) => {
      const field = document.getElementById(link.getAttribute("href").slice(1));
      if (!field) return;
      event.preventDefault();
      field.focus();
    });
  }
}
