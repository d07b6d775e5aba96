// Starts the game: checks that the browser has WebAssembly and WebGL (or says plainly that it
// lacks them), loads miniquad's gl.js and the plugins in order, then reversi.wasm. Notes the
// time of the first drawn frame (window.reversiTiming, on screen with ?debug).
"use strict";

var reversiPage = (function () {
    var query = new URLSearchParams(window.location.search);
    var debugOn = query.has("debug");
    var debugLines = [];

    function notice(text) {
        var el = document.getElementById("notice");
        el.textContent = text;
        el.style.display = "block";
    }

    function debug(text) {
        if (!debugOn) {
            return;
        }
        debugLines.push(text);
        var el = document.getElementById("debug");
        el.textContent = debugLines.join("\n");
        el.style.display = "block";
    }

    // The page speaks the language the game will pick (src/i18n/tags.rs): the one chosen in
    // its settings, else the browser's first that it ships, else English; the game sets it
    // again as it draws (web/reversi.js).
    var shipped = ["en", "id", "ms", "su", "cs", "de", "et", "es", "fr", "it", "hu", "nl", "pl",
        "ro", "sv", "vi", "tr", "el", "ru", "uk", "he", "ar", "fa", "hi", "bn", "th", "ja", "ko",
        "pt-BR", "zh-Hans", "zh-Hant"];
    var old = { "in": "id", "mo": "ro", "zsm": "ms", "iw": "he", "pes": "fa" };
    function shippedOf(tag) {
        var parts = String(tag).toLowerCase().split(/[-_.@]/);
        var lang = old[parts[0]] || parts[0];
        if (lang === "zh") {
            var traditional = /^(hant|cht)$/.test(parts[1]) ||
                (!/^(hans|chs)$/.test(parts[1]) && /^(tw|hk|mo)$/.test(parts[parts.length - 1]));
            return traditional ? "zh-Hant" : "zh-Hans";
        }
        if (lang === "pt") {
            return "pt-BR";
        }
        return shipped.indexOf(lang) < 0 ? null : lang;
    }
    function chosen() {
        // the settings record (src/core/save.rs: "language", "" to follow the system)
        try {
            var record = window.localStorage.getItem("reversi/settings.json");
            var language = record && JSON.parse(record).language;
            return (typeof language === "string" && shipped.indexOf(language) >= 0) ? language : null;
        } catch (e) {
            return null;
        }
    }
    var nav = window.navigator || {};
    var tags = (nav.languages && nav.languages.length) ? nav.languages : [nav.language || "en"];
    var start = chosen();
    for (var i = 0; !start && i < tags.length; i++) {
        start = shippedOf(tags[i]);
    }
    start = start || "en";
    document.documentElement.lang = start;
    document.documentElement.dir = /^(ar|fa|he)$/.test(start) ? "rtl" : "ltr";

    // The languages drawn by shaping (src/text/mod.rs: SHAPED) need the game built with the
    // text path, reversi-shaped.wasm, fetched only for them (docs/platforms.md, "The text
    // path"); every other language starts the default module.
    var shaped = /^(he|ar|fa|hi|bn|th)$/.test(start);

    return { notice: notice, debug: debug, debugOn: debugOn, shaped: shaped };
})();

// Set by web/reversi.js at the game's first draw call and at the frame after it.
var reversiTiming = { firstDraw: null, firstFrame: null };

(function () {
    function missing() {
        if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
            return "WebAssembly";
        }
        try {
            var probe = document.createElement("canvas");
            var ctx = probe.getContext("webgl");
            if (!ctx) {
                return "WebGL";
            }
            var lose = ctx.getExtension("WEBGL_lose_context");
            if (lose) {
                lose.loseContext();
            }
        } catch (e) {
            return "WebGL";
        }
        return null;
    }

    var lacking = missing();
    if (lacking) {
        reversiPage.notice("Reversi needs " + lacking + ", which this browser does not offer or has turned off.\n" +
            "Try another browser, or turn on hardware acceleration.");
        return;
    }

    // audio.js is quad-snd's plugin (macroquad's sound): Web Audio, started at the first
    // tap or key (the browser's autoplay rule)
    var scripts = ["gl.js", "sapp_jsutils.js", "audio.js", "reversi.js", "quad-storage.js"];
    function next() {
        if (scripts.length === 0) {
            start();
            return;
        }
        var s = document.createElement("script");
        s.src = scripts.shift();
        s.onload = next;
        s.onerror = function () {
            reversiPage.notice("Reversi could not load " + s.src + ".");
            console.error("could not load " + s.src);
        };
        document.body.appendChild(s);
    }

    // The module for the language to start in. The shaped one is fetched here first: when it
    // cannot be had (offline before it was ever kept), the default module starts instead, in
    // English, rather than nothing. gl.js's load() fetches its module itself, at once: it is
    // handed this response rather than a second download.
    function start() {
        if (!reversiPage.shaped) {
            load("reversi.wasm");
            return;
        }
        var url = "reversi-shaped.wasm";
        fetch(url).then(function (response) {
            if (!response.ok) {
                throw new Error(url + ": HTTP " + response.status);
            }
            var realFetch = window.fetch;
            window.fetch = function (what) {
                if (what === url) {
                    window.fetch = realFetch;
                    return Promise.resolve(response);
                }
                return realFetch.apply(this, arguments);
            };
            load(url);
        }).catch(function (e) {
            console.warn("the shaped module could not be had (" + e.message + "): starting in English");
            document.documentElement.lang = "en";
            document.documentElement.dir = "ltr";
            load("reversi.wasm");
        });
    }
    next();
})();
