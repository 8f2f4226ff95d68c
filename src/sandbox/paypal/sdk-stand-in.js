// Stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), served by the PayPal sandbox at
// /__sandbox/paypal/sdk/js. It offers the part of the SDK the portal uses:
//   window.paypal.Buttons(options) -> { render(target), isEligible(), close() }
// A click calls options.createSubscription (or createOrder), which must resolve to the id the
// portal's server created. The sandbox approval page then opens in a popup; the script polls
// the sandbox until the buyer decided and calls onApprove({subscriptionID | orderID, payerID, ...})
// or onCancel({...}); failures go to onError(Error). Without a popup (blocked) the page itself
// goes to the approval page and the return_url finishes the purchase (onApprove is not called).
(function () {
  "use strict";

  var script = document.currentScript;
  var src = new URL(script && script.src ? script.src : "/__sandbox/paypal/sdk/js", window.location.href);
  var base = src.origin + src.pathname.replace(/\/sdk\/js$/, "");
  var pollMs = 500;
  var cancelled = { cancelled: true };

  function unsupported(name) {
    return function () {
      return Promise.reject(
        new Error("PayPal-Sandbox: " + name + " wird nicht unterstützt; bitte auf dem Server ausführen."),
      );
    };
  }

  function asError(value) {
    return value instanceof Error ? value : new Error(String(value));
  }

  function styleButton(button) {
    var s = button.style;
    s.display = "flex";
    s.alignItems = "center";
    s.justifyContent = "center";
    s.width = "100%";
    s.minHeight = "45px";
    s.border = "0";
    s.borderRadius = "4px";
    s.background = "#ffc439";
    s.color = "#003087";
    s.font = "italic 700 20px/1 Verdana, Arial, sans-serif";
    s.cursor = "pointer";
  }

  function Buttons(options) {
    options = options || {};
    var container = null;
    var busy = false;
    var closed = false;
    var popup = null;
    var timer = null;
    var kind = options.createSubscription ? "subscription" : "order";

    function stopPolling() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
    }

    function closePopup() {
      if (popup && !popup.closed) popup.close();
      popup = null;
    }

    function finish() {
      stopPolling();
      closePopup();
      busy = false;
    }

    function report(callback, data, actions) {
      if (typeof callback !== "function") return;
      Promise.resolve()
        .then(function () {
          return callback(data, actions);
        })
        .catch(function (error) {
          if (typeof options.onError === "function") options.onError(asError(error));
        });
    }

    function fail(error) {
      finish();
      if (typeof options.onError === "function") options.onError(asError(error));
    }

    function approvedData(id, status) {
      var common = {
        payerID: status.payerId || null,
        facilitatorAccessToken: "A21AA-sandbox",
        paymentSource: "paypal",
      };
      if (kind === "subscription") {
        return Object.assign(
          { subscriptionID: id, orderID: status.token || id, billingToken: status.billingToken || null },
          common,
        );
      }
      return Object.assign({ orderID: id, paymentID: null, billingToken: null }, common);
    }

    var approveActions = {
      subscription: {
        get: unsupported("actions.subscription.get"),
        activate: unsupported("actions.subscription.activate"),
      },
      order: { get: unsupported("actions.order.get"), capture: unsupported("actions.order.capture") },
      redirect: function (url) {
        window.location.href = url;
      },
      restart: function () {
        return Promise.resolve();
      },
    };

    function poll(id) {
      var query = (kind === "subscription" ? "subscription_id=" : "order_id=") + encodeURIComponent(id);
      var closedSeen = false;
      timer = window.setInterval(function () {
        // A popup closed by the buyer counts as cancelled, but only if a status read that
        // started after the closing still says "pending" (the approval may just have landed).
        var popupGone = !popup || popup.closed;
        fetch(base + "/checkout/status?" + query, { cache: "no-store", credentials: "omit" })
          .then(function (response) {
            return response.json();
          })
          .then(function (status) {
            if (timer === null) return;
            if (status.state === "approved") {
              finish();
              report(options.onApprove, approvedData(id, status), approveActions);
            } else if (status.state === "cancelled" || (status.state === "pending" && popupGone && closedSeen)) {
              finish();
              report(options.onCancel, kind === "subscription" ? { orderID: status.token || id } : { orderID: id });
            } else if (status.state === "unknown") {
              fail(new Error("PayPal-Sandbox: Vorgang " + id + " ist unbekannt."));
            } else if (popupGone) {
              closedSeen = true;
            }
          })
          .catch(function () {
            // A failed status read is retried at the next interval.
          });
      }, pollMs);
    }

    function start(event) {
      if (event) event.preventDefault();
      if (busy || closed) return;
      var create = options.createSubscription || options.createOrder;
      if (typeof create !== "function") {
        fail(new Error("PayPal-Sandbox: createSubscription oder createOrder fehlt."));
        return;
      }
      var go = true;
      var clickActions = {
        resolve: function () {
          return Promise.resolve();
        },
        reject: function () {
          go = false;
          return Promise.resolve();
        },
      };
      var clicked =
        typeof options.onClick === "function" ? options.onClick({ fundingSource: "paypal" }, clickActions) : undefined;
      if (clicked === false || !go) return;
      busy = true;
      // Opened at once, inside the click, or the browser would block it; filled once the id exists.
      popup = window.open(base + "/checkout/pending", "paypal_sandbox_checkout", "width=480,height=700");
      var creationActions = {
        subscription: { create: unsupported("actions.subscription.create") },
        order: { create: unsupported("actions.order.create") },
      };
      Promise.resolve(clicked)
        .then(function (result) {
          if (result === false || !go) throw cancelled;
          return create({ paymentSource: "paypal" }, creationActions);
        })
        .then(function (id) {
          if (typeof id !== "string" || id.length === 0)
            throw new Error("PayPal-Sandbox: keine ID von create erhalten.");
          var url =
            base + "/checkout?" + (kind === "subscription" ? "subscription_id=" : "order_id=") + encodeURIComponent(id);
          if (popup && !popup.closed) {
            popup.location.href = url + "&popup=1";
            poll(id);
          } else {
            window.location.href = url;
          }
        })
        .catch(function (error) {
          if (error === cancelled) {
            finish();
            return;
          }
          fail(error);
        });
    }

    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        var parent = typeof target === "string" ? document.querySelector(target) : target;
        if (!parent) return Promise.reject(new Error("PayPal-Sandbox: Ziel-Element für die Buttons nicht gefunden."));
        container = document.createElement("div");
        container.className = "paypal-buttons paypal-buttons-sandbox";
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = "PayPal";
        button.setAttribute("aria-label", "PayPal");
        button.setAttribute("data-funding-source", "paypal");
        styleButton(button);
        button.addEventListener("click", start);
        container.appendChild(button);
        parent.appendChild(container);
        if (typeof options.onInit === "function") {
          options.onInit({}, { enable: function () {}, disable: function () {} });
        }
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        finish();
        if (container && container.parentNode) container.parentNode.removeChild(container);
        container = null;
        return Promise.resolve();
      },
    };
  }

  window.paypal = { Buttons: Buttons, FUNDING: { PAYPAL: "paypal" }, version: "sandbox" };
})();
