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

    // The page speaks the language the game will pick (src/i18n/tags.rs): the browser's first
    // that it ships, else English; the game sets it again as it draws (web/reversi.js).
    var shipped = ["en", "id", "ms", "su", "cs", "de", "et", "es", "fr", "it", "hu", "nl", "pl",
        "ro", "sv", "vi", "tr", "el", "ru", "uk", "ja", "ko"];
    var old = { "in": "id", "mo": "ro", "zsm": "ms" };
    var nav = window.navigator || {};
    var tags = (nav.languages && nav.languages.length) ? nav.languages : [nav.language || "en"];
    document.documentElement.lang = "en";
    for (var i = 0; i < tags.length; i++) {
        var parts = String(tags[i]).toLowerCase().split(/[-_]/);
        var lang = old[parts[0]] || parts[0];
        if (lang === "zh") {
            var traditional = /^(hant|cht)$/.test(parts[1]) ||
                (!/^(hans|chs)$/.test(parts[1]) && /^(tw|hk|mo)$/.test(parts[parts.length - 1]));
            lang = traditional ? "zh-Hant" : "zh-Hans";
        } else if (lang === "pt") {
            lang = "pt-BR";
        } else if (shipped.indexOf(lang) < 0) {
            continue;
        }
        document.documentElement.lang = lang;
        break;
    }

    return { notice: notice, debug: debug, debugOn: debugOn };
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
            load("reversi.wasm");
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
    next();
})();
