// Makes the page an installable app that starts without a network: registers sw.js, which
// keeps every file of the page (listed in precache.json) in a cache named after their
// content. A new deployment is fetched in the background (sw.js looks for one at every start
// of the page) and takes over on the next load; localStorage is never touched.
"use strict";

(function () {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) {
        return; // plain http on another host, or an old browser: the page still plays online
    }
    navigator.serviceWorker.register("sw.js").catch(function (e) {
        console.warn("offline copy unavailable: " + e);
    });
})();
