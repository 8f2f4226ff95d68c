/*
 * Browsers that cannot run the portal's module bundle at all (Internet Explorer) load this
 * classic script instead (nomodule) and still see the compatibility warning. Written in ES3
 * on purpose; the texts and the storage key match the app's own banner.
 */
(function () {
  var key = "browser-warning-dismissed";
  try {
    if (window.localStorage && window.localStorage.getItem(key) === "true") return;
  } catch (e) {
    // storage unavailable: the banner shows again next time
  }
  var box = document.createElement("aside");
  box.setAttribute("role", "region");
  box.setAttribute("aria-label", "Browser-Kompatibilitätswarnung");
  box.style.cssText =
    "padding:12px 16px;background:#fdf3d7;color:#1e1b4b;border-bottom:1px solid #f2c14e;font-family:sans-serif";
  var title = document.createElement("strong");
  title.appendChild(document.createTextNode("Browser-Kompatibilitätswarnung"));
  var text = document.createElement("p");
  text.style.margin = "4px 0 8px";
  text.appendChild(
    document.createTextNode(
      "Ihr Browser wird nicht vollständig unterstützt. Für die beste Erfahrung empfehlen wir einen aktuellen Browser wie Chrome, Firefox, Safari oder Edge."
    )
  );
  var close = document.createElement("button");
  close.setAttribute("type", "button");
  close.appendChild(document.createTextNode("Hinweis schließen"));
  close.onclick = function () {
    try {
      window.localStorage.setItem(key, "true");
    } catch (e) {
      // storage unavailable: the banner shows again next time
    }
    box.parentNode.removeChild(box);
  };
  box.appendChild(title);
  box.appendChild(text);
  box.appendChild(close);
  document.body.insertBefore(box, document.body.firstChild);
})();
