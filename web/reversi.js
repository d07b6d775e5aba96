// The game's own JS plugin "reversi": the browser's language, messages from the game to the
// console and the page, query flags (?debug, ?bench).
"use strict";

// Copies `text` as UTF-8 into wasm memory (at most `cap` bytes); returns its full length.
function reversi_put_string(text, ptr, cap) {
    var bytes = new TextEncoder().encode(text);
    var n = Math.min(bytes.length, cap);
    new Uint8Array(wasm_memory.buffer, ptr, n).set(bytes.subarray(0, n));
    return bytes.length;
}

function reversi_read_string(ptr, len) {
    return new TextDecoder().decode(new Uint8Array(wasm_memory.buffer, ptr, len));
}

(function () {
    // Notes the game's first draw call (gl.js's imports, wrapped before the module links),
    // then the next animation frame: the first drawn frame is on screen by then.
    function watchFirstDraw(env) {
        var seen = false;
        ["glDrawElements", "glDrawArrays", "glDrawElementsInstanced", "glDrawArraysInstanced"]
            .forEach(function (name) {
                var original = env[name];
                if (typeof original !== "function") {
                    return;
                }
                env[name] = function () {
                    if (!seen) {
                        seen = true;
                        reversiTiming.firstDraw = performance.now();
                        requestAnimationFrame(function () {
                            reversiTiming.firstFrame = performance.now();
                            var line = "first frame " + Math.round(reversiTiming.firstFrame) +
                                " ms after navigation (first draw call at " +
                                Math.round(reversiTiming.firstDraw) + " ms)";
                            if (reversiPage.debugOn) {
                                console.log(line);
                            }
                            reversiPage.debug(line);
                        });
                    }
                    return original.apply(null, arguments);
                };
            });
    }

    function register_plugin(importObject) {
        var env = importObject.env;
        watchFirstDraw(env);
        env.reversi_language = function (buf, cap) {
            var nav = window.navigator || {};
            var tag = (nav.languages && nav.languages[0]) || nav.language || "";
            return reversi_put_string(tag, buf, cap);
        };
        env.reversi_console_error = function (ptr, len) {
            var text = reversi_read_string(ptr, len);
            console.error(text);
            reversiPage.notice(text);
        };
        env.reversi_debug = function (ptr, len) {
            var text = reversi_read_string(ptr, len);
            console.log(text);
            reversiPage.debug(text);
        };
        // One animation frame `ms` from now (a negative `ms` cancels): the game's frames
        // while it waits (the CPU's pause, a notice, a checkpoint) with nothing to draw.
        var wakeTimer = null;
        env.reversi_wake_after = function (ms) {
            if (wakeTimer !== null) {
                clearTimeout(wakeTimer);
                wakeTimer = null;
            }
            if (ms >= 0) {
                wakeTimer = setTimeout(function () {
                    wakeTimer = null;
                    env.sapp_schedule_update();
                }, ms);
            }
        };
        // gl.js tells the game of focus and visibility but asks for no frame: a tab shown
        // again is drawn at once, and a hidden one saves (its frames wait until it shows).
        ["visibilitychange", "focus", "blur"].forEach(function (name) {
            (name === "visibilitychange" ? document : window).addEventListener(name, function () {
                env.sapp_schedule_update();
            });
        });
        env.reversi_query_has = function (ptr, len) {
            return new URLSearchParams(window.location.search).has(reversi_read_string(ptr, len)) ? 1 : 0;
        };
    }

    miniquad_add_plugin({ register_plugin: register_plugin, name: "reversi", version: 1 });
})();
