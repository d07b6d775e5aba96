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
    // On a first visit the game fetched its language (texts, the font of Japanese, Chinese,
    // Korean or a language drawn by shaping, and for those the module with the text path)
    // before the worker was there: once it controls the page, the same files again, through
    // it, so that it keeps them and the next start offline is in that language.
    // Languages chosen later pass through the worker and are kept as they come.
    function keepLanguage() {
        var lang = document.documentElement.lang;
        if (!lang || lang === "en") {
            return;
        }
        var files = ["locales/" + lang + ".ftl"];
        if (["ja", "zh-Hans", "zh-Hant", "ko"].indexOf(lang) >= 0) {
            files.push("fonts/" + lang + ".otf");
        }
        if (/^(he|ar|fa|hi|bn|th)$/.test(lang)) {
            files.push("fonts/" + lang + ".ttf", "reversi-shaped.wasm");
        }
        files.forEach(function (file) {
            fetch(file).catch(function () {});
        });
    }
    if (!navigator.serviceWorker.controller) {
        navigator.serviceWorker.addEventListener("controllerchange", keepLanguage, { once: true });
    }
})();
