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

// The accessible mirror of the game (src/ui/mirror.rs describes it; this only renders): real
// buttons, text and a grid of cells, visually hidden, for screen readers and the keyboard, and
// a polite live region. A control activated or focused here is sent to the game by its id.
var reversiMirror = (function () {
    var root = null;
    var live = null;
    var screen = "";
    var byKey = {};
    var mirror = { send: function () {}, wake: function () {} };

    // An arrow key moved the canvas's cursor: the next description's starting cell takes
    // the keyboard focus (so a screen reader follows the cursor). Any other key or a click
    // cancels, so that a move's new starting cell never pulls the focus off the canvas.
    var followCursor = false;

    function setUp() {
        // inside the page's landmark (index.html's <main>), so that all content is in one
        var app = document.getElementById("reversi-app") || document.body;
        root = document.createElement("div");
        root.id = "reversi-mirror";
        root.className = "reversi-mirror";
        live = document.createElement("div");
        live.id = "reversi-live";
        live.className = "reversi-mirror";
        live.setAttribute("aria-live", "polite");
        live.setAttribute("role", "status");
        app.insertBefore(live, app.firstChild);
        app.insertBefore(root, app.firstChild);
        var canvas = document.getElementById("glcanvas");
        if (canvas) {
            canvas.addEventListener("keydown", function (event) {
                followCursor = /^Arrow/.test(event.key);
            });
            canvas.addEventListener("mousedown", function () { followCursor = false; });
        }
        // keys the mirror does not use itself still reach the game (Esc, Backspace, U,
        // Ctrl+Z), as they would on the canvas
        ["keydown", "keyup"].forEach(function (type) {
            root.addEventListener(type, function (event) {
                var own = /^(Tab|Enter| |Arrow.*|Home|End)$/.test(event.key);
                var c = document.getElementById("glcanvas");
                var handler = c && c["on" + type];
                if (!own && handler) {
                    handler(event);
                    mirror.wake();
                }
            });
        });
    }

    function flagsOf(el, flags) {
        el.hidden = flags.indexOf("x") >= 0;
        if (flags.indexOf("p") >= 0 || flags.indexOf("u") >= 0) {
            el.setAttribute("aria-pressed", flags.indexOf("p") >= 0 ? "true" : "false");
        }
        if (el.getAttribute("role") === "gridcell") {
            el.setAttribute("aria-disabled", flags.indexOf("a") >= 0 ? "false" : "true");
            el.tabIndex = flags.indexOf("f") >= 0 ? 0 : -1;
        } else if (flags.indexOf("d") >= 0) {
            el.setAttribute("aria-disabled", "true");
        } else {
            el.removeAttribute("aria-disabled");
        }
    }

    function activate(el) {
        if (el.getAttribute("aria-disabled") !== "true") {
            mirror.send("reversi_mirror_activate", Number(el.dataset.id));
        }
    }

    // Arrow keys move between the grid's cells, Home/End to the row's ends (the grid pattern).
    function cellKey(event) {
        var cell = event.currentTarget;
        var i = Number(cell.dataset.index);
        var moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 };
        var to = null;
        if (event.key in moves) {
            var col = i % 8;
            if ((event.key === "ArrowLeft" && col > 0) || (event.key === "ArrowRight" && col < 7) ||
                (event.key === "ArrowUp" && i >= 8) || (event.key === "ArrowDown" && i < 56)) {
                to = i + moves[event.key];
            }
        } else if (event.key === "Home") {
            to = i - (i % 8);
        } else if (event.key === "End") {
            to = i - (i % 8) + 7;
        } else if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            activate(cell);
            return;
        } else {
            return;
        }
        event.preventDefault();
        var cells = root.querySelectorAll("[role=gridcell]");
        if (to !== null && cells[to]) {
            cell.tabIndex = -1;
            cells[to].tabIndex = 0;
            cells[to].focus();
        }
    }

    function make(kind, key, name, flags) {
        var el;
        if (kind === "h") {
            // the screen's title; a page's own headings (How to play) under it
            el = document.createElement(key === "title" ? "h1" : "h2");
        } else if (kind === "t") {
            el = document.createElement("p");
        } else if (kind === "b") {
            el = document.createElement("button");
            el.type = "button";
            el.addEventListener("click", function () { activate(el); });
        } else {
            el = document.createElement("div");
            el.setAttribute("role", "gridcell");
            el.addEventListener("click", function () { activate(el); });
            el.addEventListener("keydown", cellKey);
        }
        if (kind === "b" || kind === "c") {
            el.dataset.id = key;
            el.addEventListener("focus", function () {
                mirror.send("reversi_mirror_focus", Number(el.dataset.id));
            });
        }
        el.textContent = name;
        flagsOf(el, flags);
        return el;
    }

    // The languages written right to left (src/text/mod.rs: is_rtl).
    function rtl(lang) {
        return /^(ar|fa|he)$/.test(lang);
    }

    // A new screen is built anew; the same screen is changed in place, so the keyboard
    // focus stays where it is.
    function show(text) {
        if (root === null) {
            setUp();
        }
        var lines = text.split("\n").filter(function (l) { return l.length > 0; });
        var head = lines[0].split("\t");
        if (head[2]) {
            document.documentElement.lang = head[2];
            document.documentElement.dir = rtl(head[2]) ? "rtl" : "ltr";
        }
        var rebuild = head[1] !== screen;
        screen = head[1];
        var hadFocus = root.contains(document.activeElement);
        if (rebuild) {
            root.textContent = "";
            byKey = {};
        }
        var grid = null;
        var row = null;
        var cells = 0;
        lines.slice(1).forEach(function (line) {
            var f = line.split("\t");
            var kind = f[0];
            if (kind === "g") {
                grid = byKey["grid"];
                if (!grid) {
                    grid = document.createElement("div");
                    grid.setAttribute("role", "grid");
                    // the board is not mirrored: a1 top left in every language
                    grid.dir = "ltr";
                    byKey["grid"] = grid;
                    root.appendChild(grid);
                }
                grid.setAttribute("aria-label", f[1]);
                return;
            }
            var key = kind + f[1];
            var el = byKey[key];
            if (el) {
                if (el.textContent !== f[2]) {
                    el.textContent = f[2];
                }
                flagsOf(el, f[3] || "");
                return;
            }
            el = make(kind, f[1], f[2], f[3] || "");
            if (f[4]) {
                // a name in its own language (the language list): read with that voice
                el.lang = f[4];
                el.dir = rtl(f[4]) ? "rtl" : "ltr";
            }
            byKey[key] = el;
            if (kind === "c") {
                if (cells % 8 === 0) {
                    row = document.createElement("div");
                    row.setAttribute("role", "row");
                    grid.appendChild(row);
                }
                el.dataset.index = cells;
                cells += 1;
                row.appendChild(el);
            } else {
                root.appendChild(el);
            }
        });
        var start = root.querySelector("[role=gridcell][tabindex='0']");
        if (followCursor && start && !rebuild && document.activeElement &&
            document.activeElement.id === "glcanvas") {
            start.focus();
        }
        followCursor = false;
        if (rebuild && hadFocus) {
            // the keyboard stays in the mirror: on the new screen's starting cell or first button
            var first = root.querySelector("[role=gridcell][tabindex='0']") ||
                root.querySelector("button:not([hidden])");
            if (first) {
                first.focus();
            }
        }
    }

    function say(text) {
        if (live === null) {
            setUp();
        }
        live.textContent = text;
    }

    mirror.show = show;
    mirror.say = say;
    return mirror;
})();

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
        // the browser's languages in the player's order: the game takes the first it ships
        env.reversi_language = function (buf, cap) {
            var nav = window.navigator || {};
            var tags = (nav.languages && nav.languages.length) ? nav.languages : [nav.language || ""];
            return reversi_put_string(Array.prototype.join.call(tags, ","), buf, cap);
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
        // The system's reduced-motion and contrast settings: read by the game each frame;
        // a change asks for a frame (the game draws nothing otherwise).
        var queries = [
            [window.matchMedia("(prefers-reduced-motion: reduce)"), 1],
            [window.matchMedia("(prefers-contrast: more)"), 2],
            [window.matchMedia("(forced-colors: active)"), 2],
        ];
        queries.forEach(function (q) {
            q[0].addEventListener("change", function () {
                env.sapp_schedule_update();
            });
        });
        env.reversi_system_look = function () {
            return queries.reduce(function (bits, q) {
                return q[0].matches ? bits | q[1] : bits;
            }, 0);
        };
        env.reversi_mirror_show = function (ptr, len) {
            reversiMirror.show(reversi_read_string(ptr, len));
        };
        env.reversi_mirror_say = function (ptr, len) {
            reversiMirror.say(reversi_read_string(ptr, len));
        };
        reversiMirror.wake = function () {
            env.sapp_schedule_update();
        };
        reversiMirror.send = function (exportName, id) {
            if (typeof wasm_exports !== "undefined" && wasm_exports[exportName]) {
                wasm_exports[exportName](id);
                env.sapp_schedule_update();
            }
        };
        // a language the default module cannot draw was chosen (and saved): web/boot.js
        // starts the build that can
        env.reversi_reload = function () {
            window.location.reload();
        };
        env.reversi_query_has = function (ptr, len) {
            return new URLSearchParams(window.location.search).has(reversi_read_string(ptr, len)) ? 1 : 0;
        };
    }

    miniquad_add_plugin({ register_plugin: register_plugin, name: "reversi", version: 1 });
})();
