// The JS half of the quad-storage crate (which ships none): plugin "quad_storage",
// version 65536 (quad-storage-sys 0.1.0), over window.localStorage, using sapp_jsutils'
// js_object / get_js_object. Every localStorage exception is caught here (a throw would stop
// the game) and kept as a status that the game reads with reversi_storage_status after each
// call: 0 ok, 1 unavailable (absent, refused), 2 quota exceeded, 3 another failure.
(function () {
    "use strict";

    var status = 0;
    var message = "";

    function fail(code, why) {
        status = code;
        message = String(why);
    }

    function classify(e) {
        var name = e && e.name;
        if (name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" ||
            (e && (e.code === 22 || e.code === 1014))) {
            fail(2, "quota exceeded: " + e.message);
        } else if (name === "SecurityError") {
            fail(1, "localStorage refused: " + e.message);
        } else {
            fail(3, "localStorage failed: " + (e && e.message ? e.message : e));
        }
    }

    // Runs f(localStorage); on any failure records the status and returns `otherwise`.
    function withStorage(f, otherwise) {
        try {
            var ls = window.localStorage;
            if (ls === null || ls === undefined) {
                fail(1, "localStorage is absent");
                return otherwise;
            }
            return f(ls);
        } catch (e) {
            classify(e);
            return otherwise;
        }
    }

    // Lone surrogates (a foreign value) would become invalid UTF-8 on the Rust side.
    function wellFormed(s) {
        if (typeof s.toWellFormed === "function") {
            return s.toWellFormed();
        }
        return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
            function (m) { return m.length === 2 ? m[0] + "\uFFFD" : "\uFFFD"; });
    }

    // Records another tab wrote: the `storage` event fires in every other tab of the origin.
    // Handed to the game by reversi_storage_changed (one name a line, without the prefix).
    var changedElsewhere = [];
    // Asks the game for a frame, in which it reads the changes (set once the game links).
    var wakeGame = function () {};
    try {
        window.addEventListener("storage", function (e) {
            if (e.key === null) {
                // another tab cleared localStorage: every record changed
                changedElsewhere.push("stats.json", "game.json", "settings.json");
            } else if (e.key.indexOf("reversi/") === 0) {
                changedElsewhere.push(e.key.slice("reversi/".length));
            }
            wakeGame();
        });
    } catch (e) {
        // no events: each tab then only merges its own statistics
    }

    function register_plugin(importObject) {
        var env = importObject.env;
        wakeGame = function () {
            env.sapp_schedule_update();
        };
        env.quad_storage_length = function () {
            return withStorage(function (ls) { return ls.length; }, 0);
        };
        env.quad_storage_has_key = function (i) {
            return withStorage(function (ls) { return ls.key(i) !== null ? 1 : 0; }, 0);
        };
        env.quad_storage_key = function (i) {
            return js_object(withStorage(function (ls) {
                var k = ls.key(i);
                return k === null ? "" : wellFormed(k);
            }, ""));
        };
        env.quad_storage_has_value = function (key) {
            return withStorage(function (ls) {
                return ls.getItem(get_js_object(key)) !== null ? 1 : 0;
            }, 0);
        };
        env.quad_storage_get = function (key) {
            return js_object(withStorage(function (ls) {
                var v = ls.getItem(get_js_object(key));
                return v === null ? "" : wellFormed(v);
            }, ""));
        };
        env.quad_storage_set = function (key, value) {
            withStorage(function (ls) {
                ls.setItem(get_js_object(key), get_js_object(value));
            }, undefined);
        };
        env.quad_storage_remove = function (key) {
            withStorage(function (ls) { ls.removeItem(get_js_object(key)); }, undefined);
        };
        env.quad_storage_clear = function () {
            withStorage(function (ls) { ls.clear(); }, undefined);
        };

        // Ours, not the crate's: what quad-storage's calls cannot report.
        env.reversi_storage_status = function () {
            var s = status;
            status = 0;
            return s;
        };
        env.reversi_storage_message = function (buf, cap) {
            return reversi_put_string(message, buf, cap);
        };
        // The names in changedElsewhere; forgotten once they fitted into the game's buffer
        // (a longer list is asked for again with a larger one).
        env.reversi_storage_changed = function (buf, cap) {
            if (changedElsewhere.length === 0) {
                return 0;
            }
            var n = reversi_put_string(changedElsewhere.join("\n"), buf, cap);
            if (n <= cap) {
                changedElsewhere = [];
            }
            return n;
        };
    }

    miniquad_add_plugin({ register_plugin: register_plugin, name: "quad_storage", version: 65536 });
})();
