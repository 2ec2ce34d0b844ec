// Optional enhancements for pages that do not hydrate. Everything works without this file.
(function () {
  "use strict";
  document.documentElement.classList.add("js-enabled");

  // Show/hide password buttons are hidden until this script can make them work.
  document.querySelectorAll("[data-password-toggle]").forEach(function (button) {
    var input = document.getElementById(button.getAttribute("data-password-toggle"));
    if (!input) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      var show = input.type === "password";
      input.type = show ? "text" : "password";
      button.textContent = show ? "Hide password" : "Show password";
      button.setAttribute("aria-pressed", show ? "true" : "false");
    });
  });

  // The error summary has autofocus; make sure it gets focus in browsers that ignore it.
  var summary = document.querySelector(".error-summary[autofocus]");
  if (summary && document.activeElement !== summary) summary.focus();

  // A link in the error summary focuses its field, not just scrolls to it.
  document.querySelectorAll(".error-summary a[href^='#']").forEach(function (link) {
    link.addEventListener("click", function (event) {
      var field = document.getElementById(link.getAttribute("href").slice(1));
      if (!field) return;
      event.preventDefault();
      field.focus();
    });
  });

  // One submit per click: a second press while the page loads would send the form twice.
  document.querySelectorAll("form").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (form.getAttribute("data-submitting")) {
        event.preventDefault();
        return;
      }
      form.setAttribute("data-submitting", "true");
      setTimeout(function () {
        form.removeAttribute("data-submitting");
      }, 4000);
    });
  });

  // Cross-tab sessions (spec S1 §4): every page says who is signed in (an opaque marker). When another
  // tab signs in or out, a page that needs sign-in reloads, once it is visible, so the server can send
  // it where it now belongs. Public pages do not reload.
  var KEY = "tandem-session";
  var marker = document.body.getAttribute("data-session") || "out";
  try {
    if (window.localStorage.getItem(KEY) !== marker) window.localStorage.setItem(KEY, marker);
  } catch {
    return; // storage blocked: nothing to watch
  }
  var reloadPending = false;
  function reloadWhenVisible() {
    if (document.visibilityState === "visible") {
      window.location.reload();
    } else if (!reloadPending) {
      reloadPending = true;
      document.addEventListener("visibilitychange", function onVisible() {
        if (document.visibilityState !== "visible") return;
        document.removeEventListener("visibilitychange", onVisible);
        window.location.reload();
      });
    }
  }
  window.addEventListener("storage", function (event) {
    if (event.key !== KEY || event.newValue === marker) return;
    if (document.body.hasAttribute("data-public-page")) return;
    reloadWhenVisible();
  });
})();
