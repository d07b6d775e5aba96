// End-to-end test of the browser build (target/web/, from build-web.sh) in Debian's Chromium,
// driven by playwright-core (never a downloaded browser). Serves the build on 127.0.0.1, fails
// on any page error, console error or failed request, and saves a screenshot of every step in
// target/e2e-web/ (look at them). Usage: node build-scripts/e2e-web.mjs  (or build-scripts/e2e-web)
// The test is a list of named steps (STEPS, at the end) run in order; a failure names its step,
// and E2E_WEB_ONLY=NAME[,NAME...] runs only those (a11y, idle, offline, ...). Where the game
// draws comes from examples/layout.rs.
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, mkdtempSync, cpSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { serveAt } from "./static-server.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SITE = resolve(process.env.WEB_DIR || join(ROOT, "target/web"));
const SHOTS = resolve(process.env.SHOTS_DIR || join(ROOT, "target/e2e-web"));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// The desktop window's size.
const VIEWPORT = { width: 720, height: 900 };

// Where src/ui/layout.rs puts everything in a `width`×`height` window at scale 1: the lines
// of examples/layout.rs (BOARD_X, MENU_EASY_X, ...) as an object of numbers.
function layout(width, height) {
    const text = execFileSync("cargo", ["run", "--locked", "--release", "-q", "--example", "layout", "--",
        String(width), String(height)], { cwd: ROOT, encoding: "utf8" });
    return Object.fromEntries(text.trim().split("\n").map((line) => {
        const [name, value] = line.split("=");
        return [name, Number(value)];
    }));
}
const L = layout(VIEWPORT.width, VIEWPORT.height);
// The centre of a button such as MENU_EASY, as [x, y].
const centre = (name) => [L[`${name}_X`], L[`${name}_Y`]];

// ---- What depends on the game's screens. -------------------------------------------------
const UI = {
    menu: { easy: centre("MENU_EASY"), continue: centre("MENU_CONTINUE"), statistics: centre("MENU_STATISTICS") },
    // The board and Undo are found on the screenshots; they must be where the layout says:
    // a1's top-left corner, the board's side, and Undo's centre.
    board: { x: L.BOARD_X, y: L.BOARD_Y, w: 8 * L.CELL, h: 8 * L.CELL },
    undo: centre("GAME_UNDO"),
    // Squares are sampled this far below their centre (clear of the last-move marker, dots).
    sampleBelow: 0.2,
};
// -------------------------------------------------------------------------------------------

const FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
];

const problems = [];
const report = {};
let step = 0;

function fail(message) {
    throw new Error(message);
}

function check(condition, message) {
    if (!condition) {
        fail(message);
    }
    console.log(`  ok: ${message}`);
}

function serve() {
    return serveAt(SITE, "/");
}

function watch(page, label) {
    page.on("pageerror", (e) => problems.push(`${label}: page error: ${e.message}`));
    page.on("console", (m) => {
        if (m.type() === "error") {
            problems.push(`${label}: console error: ${m.text()}`);
        }
        // gl.js's warnings for an import no JS provides, or a plugin of another version
        if (m.type() === "warning" && /function in gl\.js|Missed function|version/i.test(m.text())) {
            problems.push(`${label}: console warning: ${m.text()}`);
        }
    });
    page.on("requestfailed", (r) => problems.push(`${label}: request failed: ${r.url()}`));
    page.on("response", (r) => {
        if (r.status() >= 400) {
            problems.push(`${label}: HTTP ${r.status()} for ${r.url()}`);
        }
    });
}

function assertNoProblems(where) {
    if (problems.length) {
        fail(`${where}:\n    ${problems.join("\n    ")}`);
    }
}

// Screenshots are in CSS pixels (scale "css"), whatever the device pixel ratio.
async function shot(page, name) {
    step += 1;
    const file = join(SHOTS, `${String(step).padStart(2, "0")}-${name}.png`);
    const buffer = await page.screenshot({ scale: "css" });
    writeFileSync(file, buffer);
    console.log(`  screenshot ${file}`);
    return PNG.sync.read(buffer);
}

// Takes screenshots until `ok(png, previous)` holds (or `timeout` ms pass), saves the last one
// as this step's screenshot and returns it: no fixed sleeps for animations or the CPU's pause.
async function until(page, name, ok, timeout = 15000) {
    const end = Date.now() + timeout;
    let previous = null;
    for (;;) {
        const buffer = await page.screenshot({ scale: "css" });
        const png = PNG.sync.read(buffer);
        if (ok(png, previous) || Date.now() > end) {
            step += 1;
            const file = join(SHOTS, `${String(step).padStart(2, "0")}-${name}.png`);
            writeFileSync(file, buffer);
            console.log(`  screenshot ${file}`);
            return png;
        }
        previous = png;
        await page.waitForTimeout(100);
    }
}

function pixel(png, x, y) {
    const i = (Math.round(y) * png.width + Math.round(x)) * 4;
    return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

const greenish = ([r, g, b]) => g > 70 && g > r * 1.3 && g > b * 1.15;

// The board's own green: the commonest greenish colour on screen (the frame around the board
// and the dots are other shades).
function boardGreen(png) {
    const seen = new Map();
    for (let y = 0; y < png.height; y += 3) {
        for (let x = 0; x < png.width; x += 3) {
            const c = pixel(png, x, y);
            if (greenish(c)) {
                const key = c.map((v) => v >> 3).join(",");
                seen.set(key, (seen.get(key) || 0) + 1);
            }
        }
    }
    if (seen.size === 0) {
        return null;
    }
    const [key] = [...seen.entries()].sort((a, b) => b[1] - a[1])[0];
    return key.split(",").map((v) => (Number(v) << 3) + 4);
}

// The board (its playing area): the rows and columns mostly of the board's green.
function findBoard(png) {
    const green = boardGreen(png);
    if (!green) {
        return null;
    }
    const near = (c) => Math.abs(c[0] - green[0]) + Math.abs(c[1] - green[1]) + Math.abs(c[2] - green[2]) < 30;
    const rows = new Array(png.height).fill(0);
    const cols = new Array(png.width).fill(0);
    for (let y = 0; y < png.height; y++) {
        for (let x = 0; x < png.width; x++) {
            if (near(pixel(png, x, y))) {
                rows[y] += 1;
                cols[x] += 1;
            }
        }
    }
    const span = (counts) => {
        const max = Math.max(...counts);
        if (max < 40) {
            return null;
        }
        // grow from the fullest line across the thin grid lines (gaps of a few pixels)
        const full = (i) => counts[i] >= max * 0.4;
        const grow = (from, dir) => {
            let edge = from;
            for (let i = from + dir, gap = 0; i >= 0 && i < counts.length && gap <= 6; i += dir) {
                if (full(i)) {
                    edge = i;
                    gap = 0;
                } else {
                    gap += 1;
                }
            }
            return edge;
        };
        const at = counts.indexOf(max);
        return [grow(at, -1), grow(at, 1) + 1];
    };
    const ys = span(rows);
    const xs = span(cols);
    if (!ys || !xs) {
        return null;
    }
    const found = { x: xs[0], y: ys[0], w: xs[1] - xs[0], h: ys[1] - ys[0] };
    // A board is square and large; a green button is neither.
    const ratio = found.w / found.h;
    return ratio > 0.9 && ratio < 1.1 && found.w >= 160 ? found : null;
}

// The Undo button: the last button below the board whose left edge is the board's.
function findUndo(png, board) {
    const lum = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
    const bg = lum(pixel(png, png.width - 2, Math.round(png.height / 2)));
    const isButton = (x, y) => {
        const c = pixel(png, x, y);
        return !greenish(c) && lum(c) - bg > 6; // buttons are lighter than the background
    };
    const x = board.x + 6;
    let run = null;
    let best = null;
    for (let y = board.y + board.h + 4; y < png.height; y++) {
        if (isButton(x, y)) {
            run = run ? [run[0], y] : [y, y];
        } else if (run) {
            if (run[1] - run[0] >= 20) best = run;
            run = null;
        }
    }
    if (run && run[1] - run[0] >= 20) best = run;
    if (!best) {
        return null;
    }
    const y = Math.round((best[0] + best[1]) / 2);
    let right = x;
    while (right + 1 < png.width && isButton(right + 1, y)) right += 1;
    let left = x;
    while (left > 0 && isButton(left - 1, y)) left -= 1;
    return [Math.round((left + right) / 2), y];
}

// Centre of a square like "d3" (columns a–h left to right, rows 1–8 top to bottom).
function squareCentre(board, name) {
    const col = name.charCodeAt(0) - 97;
    const row = Number(name.slice(1)) - 1;
    return { x: board.x + (col + 0.5) * board.w / 8, y: board.y + (row + 0.5) * board.h / 8 };
}

function discAt(png, board, name) {
    const c = squareCentre(board, name);
    const [r, g, b] = pixel(png, c.x, c.y + UI.sampleBelow * board.h / 8);
    const lum = 0.299 * r + 0.587 * g + 0.114 * b;
    if (lum < 60 && Math.abs(r - g) < 30) return "black";
    if (lum > 190) return "white";
    return "empty";
}

function readBoard(png, board) {
    const cells = {};
    for (let row = 1; row <= 8; row++) {
        for (const col of "abcdefgh") {
            cells[col + row] = discAt(png, board, col + row);
        }
    }
    return cells;
}

const count = (cells, colour) => Object.values(cells).filter((c) => c === colour).length;
const boardText = (cells) => Object.values(cells).map((c) => ({ black: "X", white: "O" }[c] || ".")).join("");

const START = "...........................OX......XO...........................";

// The CPU has replied to the first move and the flips are over: six discs, the same twice.
const replyDone = (png, previous) => previous !== null && boardOf(png) !== null &&
    boardOf(png) === boardOf(previous) && boardOf(png).replace(/\./g, "").length === 6 &&
    boardOf(png).includes("O");

async function click(page, at) {
    const [x, y] = Array.isArray(at) ? at : [at.x, at.y];
    await page.mouse.click(x, y);
}

const samePixels = (a, b) => a !== null && b !== null && a.width === b.width &&
    a.height === b.height && a.data.equals(b.data);

// Clicks at `at`, then waits until the picture differs from the one before the click and
// holds still (the screen the click leads to is up), as this step's screenshot `name`.
async function clickAndSettle(page, at, name, timeout = 15000) {
    const before = PNG.sync.read(await page.screenshot({ scale: "css" }));
    await click(page, at);
    const png = await until(page, name, (p, previous) => !samePixels(p, before) && samePixels(p, previous), timeout);
    check(!samePixels(png, before), `${name}: the click at ${JSON.stringify(at)} changed the screen within ${timeout / 1000} s`);
    return png;
}

// The board on screen as 64 letters a1..h8 (X black, O white, . empty), or null.
function boardOf(png) {
    const board = findBoard(png);
    return board ? boardText(readBoard(png, board)) : null;
}

// A notice bar across the top of the screen, lighter than the background.
function noticeShown(png) {
    const lum = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
    return lum(pixel(png, 5, 10)) - lum(pixel(png, 5, png.height / 2)) > 6;
}

// The menu is up: the Easy button stands out from the background.
function menuShown(png) {
    const lum = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
    const button = pixel(png, UI.menu.easy[0] - 150, UI.menu.easy[1]);
    const background = pixel(png, 5, 5);
    return Math.abs(lum(button) - lum(background)) > 6;
}

async function waitFirstFrame(page) {
    await page.waitForFunction(() => window.reversiTiming && window.reversiTiming.firstFrame !== null,
        null, { timeout: 30000 });
    // Then until the picture holds still over two screenshots: the first screen is drawn (and
    // a resumed game's pending reply is over). A game that draws only when something changes
    // passes this as well as one that draws all the time.
    const end = Date.now() + 15000;
    let previous = null;
    for (;;) {
        const png = PNG.sync.read(await page.screenshot({ scale: "css" }));
        if (samePixels(png, previous)) {
            return;
        }
        if (Date.now() > end) {
            fail("the page's picture did not hold still within 15 s after its first frame");
        }
        previous = png;
        await page.waitForTimeout(150);
    }
}

// Waits (at most 15 s) until the page's own notice (#notice) is shown; says so if it is not
// (the check that reads it then fails with what it found).
async function noticeUp(page) {
    await page.waitForFunction(() => getComputedStyle(document.getElementById("notice")).display !== "none",
        null, { timeout: 15000 }).catch(() => console.log("  the page showed no notice within 15 s"));
}

async function loadPage(page, url) {
    await page.goto(url, { waitUntil: "load" });
    await waitFirstFrame(page);
}

// Opens `url` and returns the first console line that starts with `prefix` (null after 2 min).
async function consoleLine(page, prefix, url) {
    const line = new Promise((ok) => page.on("console", (m) => {
        if (m.text().startsWith(prefix)) ok(m.text());
    }));
    await page.goto(url, { waitUntil: "load" });
    return Promise.race([line, page.waitForTimeout(120000).then(() => null)]);
}

async function savedRecords(page) {
    return page.evaluate(() => {
        const out = {};
        for (let i = 0; i < localStorage.length; i++) {
            const k = localStorage.key(i);
            if (k.startsWith("reversi/")) out[k] = localStorage.getItem(k);
        }
        return out;
    });
}

async function launch(profile) {
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: FLAGS,
        viewport: VIEWPORT,
    });
    const page = context.pages()[0] || (await context.newPage());
    return { context, page };
}

// ---- Sound and the settings screen (issue 10) ----------------------------------------------
const SETTINGS = {
    menuButton: centre("MENU_SETTINGS"),
    soundOn: centre("SETTINGS_SOUND_ON"),
    soundOff: centre("SETTINGS_SOUND_OFF"),
    animationNormal: centre("SETTINGS_ANIMATION_NORMAL"),
    animationOff: centre("SETTINGS_ANIMATION_OFF"),
    contrastHigh: centre("SETTINGS_CONTRAST_HIGH"),
    back: centre("SETTINGS_BACK"),
};

// A chosen settings button is drawn in the "on" green; the others in the button grey.
const chosen = (png, [x, y]) => {
    const [r, g] = pixel(png, x - 60, y);
    return g > 90 && g > r + 40;
};

// The game screen's Menu button.
const GAME_MENU = centre("GAME_MENU");

// Runs in the page before anything else: after each animation frame of the game, when
// window.reversiProbe is set, reads the board's squares straight from the WebGL drawing
// buffer (still intact within the frame's task) and notes the discs and the squeezed
// (mid-flip) ones. Every drawn frame is seen, which screenshots are too slow to do.
function installFrameProbe() {
    const raf = window.requestAnimationFrame.bind(window);
    // only the game's frames (gl.js's `animation`): Playwright's waitForFunction polls with
    // animation frames of its own, in which nothing is drawn while the game rests
    window.requestAnimationFrame = (callback) => callback.name !== "animation" ? raf(callback) : raf((time) => {
        // the frame's start: the game's time step (and so the CPU's pause) is measured
        // between frame starts; the reads below take a while on a software renderer
        const start = performance.now();
        callback(time);
        const probe = window.reversiProbe;
        if (!probe) return;
        const canvas = document.getElementById("glcanvas");
        const gl = canvas && (canvas.getContext("webgl2") || canvas.getContext("webgl"));
        if (!gl) return;
        const px = new Uint8Array(4);
        const read = (x, y) => {
            gl.readPixels(Math.round(x), canvas.height - 1 - Math.round(y), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
            return [px[0], px[1], px[2]];
        };
        const lum = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
        const green = (c) => Math.abs(c[0] - probe.green[0]) + Math.abs(c[1] - probe.green[1]) + Math.abs(c[2] - probe.green[2]) < 40;
        const { x, y, w } = probe.board;
        const cell = w / 8;
        let discs = 0;
        const squeezed = [];
        for (let i = 0; i < 64; i++) {
            const cx = x + (i % 8 + 0.5) * cell;
            const cy = y + (Math.floor(i / 8) + 0.5) * cell;
            const c = read(cx, cy + 0.2 * cell);
            const disc = (lum(c) < 60 && Math.abs(c[0] - c[1]) < 30) || lum(c) > 190;
            if (!disc) continue;
            discs += 1;
            if (green(read(cx - 0.3 * cell, cy)) || green(read(cx + 0.3 * cell, cy))) squeezed.push(i);
        }
        probe.frames.push({ t: start, discs, squeezed });
    });
}

// Plays `square` and records every frame until the CPU's reply has settled (six discs for a
// first move, then three frames more or none for 0.7 s); returns the frames, how many showed a squeezed disc, and the time from the
// start of the frame that made the move to the start of the frame that made the reply.
async function probeMove(page, board, square) {
    const png = PNG.sync.read(await page.screenshot({ scale: "css" }));
    const a1 = squareCentre(board, "a1");
    await page.evaluate(([b, green]) => { window.reversiProbe = { board: b, green, frames: [] }; },
        [board, pixel(png, a1.x, a1.y)]);
    await click(page, squareCentre(board, square));
    await page.waitForFunction(() => {
        const f = window.reversiProbe.frames;
        const i = f.findIndex((x) => x.discs >= 6);
        // three frames more, or the game at rest (it draws nothing once the flips are over)
        return i >= 0 && (f.length > i + 3 || performance.now() - f[f.length - 1].t > 700);
    }, null, { timeout: 15000 });
    const frames = await page.evaluate(() => { const f = window.reversiProbe.frames; window.reversiProbe = null; return f; });
    const moved = frames.find((f) => f.discs === 5);
    const replied = frames.find((f) => f.discs >= 6 && f.discs < 64);
    console.log(`  ${frames.length} frames (ms: discs, squeezed squares): ` +
        frames.map((f) => `${Math.round(f.t - frames[0].t)}:${f.discs}${f.squeezed.length ? "*" + f.squeezed.length : ""}`).join(" "));
    return {
        frames,
        squeezed: frames.filter((f) => f.squeezed.length > 0).length,
        pause: moved && replied ? replied.t - moved.t : -1,
    };
}

async function soundAndSettings(browser, origin) {
    console.log("== sound: no console error from audio before or after the first click");
    const ctx = await browser.newContext({ viewport: VIEWPORT });
    await ctx.addInitScript(installFrameProbe);
    const page = await ctx.newPage();
    watch(page, "sound and settings");
    await loadPage(page, `${origin}/`);
    let png = await until(page, "sound-menu", menuShown);
    const audio = () => page.evaluate(() => ({
        loaded: typeof audio_context !== "undefined" && audio_context !== null,
        state: typeof audio_context !== "undefined" && audio_context ? audio_context.state : "none",
        decoded: typeof sounds !== "undefined" ? sounds.size : -1,
    }));
    const before = await audio();
    check(before.loaded, `audio.js loaded, Web Audio context ${before.state} before any click`);
    check(before.decoded === 3, `the three sounds decoded before the first click (${before.decoded})`);
    assertNoProblems("audio before the first click");

    console.log("== Settings: Sound Off, then a reload keeps it");
    await click(page, SETTINGS.menuButton);
    png = await until(page, "settings", (p) => chosen(p, SETTINGS.soundOn));
    check(chosen(png, SETTINGS.soundOn) && !chosen(png, SETTINGS.soundOff), "the settings screen: Sound On chosen");
    const after = await audio();
    check(after.state === "running", `Web Audio running after the first click (${after.state})`);
    await click(page, SETTINGS.soundOff);
    png = await until(page, "sound-off", (p) => chosen(p, SETTINGS.soundOff));
    check(chosen(png, SETTINGS.soundOff) && !chosen(png, SETTINGS.soundOn), "Sound Off chosen");
    const saved = (await savedRecords(page))["reversi/settings.json"] || "";
    check(/"sound":false/.test(saved), `muted in the saved settings (${saved})`);
    await page.reload({ waitUntil: "load" });
    await waitFirstFrame(page);
    await until(page, "reloaded-menu", menuShown);
    await click(page, SETTINGS.menuButton);
    png = await until(page, "settings-after-reload", (p) => chosen(p, SETTINGS.soundOff));
    check(chosen(png, SETTINGS.soundOff) && !chosen(png, SETTINGS.soundOn), "still Sound Off after the reload");

    console.log("== Animation Normal (the probe's control): the flips are drawn over several frames");
    await click(page, SETTINGS.back);
    await until(page, "menu-normal", menuShown);
    await click(page, UI.menu.easy);
    png = await until(page, "normal-start", (p) => boardOf(p) === START);
    const board = findBoard(png);
    check(board !== null, "board found");
    const normal = await probeMove(page, board, "d3");
    check(normal.squeezed > 0, `flip frames seen with Normal animation: ${normal.squeezed} of ${normal.frames.length} frames`);

    console.log("== Animation Off: the CPU's reply after its pause, with no flip frames");
    await click(page, GAME_MENU);
    await until(page, "menu-for-settings", menuShown);
    await click(page, SETTINGS.menuButton);
    await until(page, "settings-again", (p) => chosen(p, SETTINGS.soundOff));
    await click(page, SETTINGS.animationOff);
    png = await until(page, "animation-off", (p) => chosen(p, SETTINGS.animationOff));
    check(chosen(png, SETTINGS.animationOff), "Animation Off chosen");
    await click(page, SETTINGS.back);
    await until(page, "menu-again", menuShown);
    await click(page, UI.menu.easy);
    png = await until(page, "anim-off-start", (p) => boardOf(p) === START);
    // Screenshots are too slow here to time the reply: the page also notes when each move is
    // saved (the game is saved in the frame a move is made) with the move number (ply).
    await page.evaluate(() => {
        window.reversiSaves = [];
        let last = localStorage.getItem("reversi/game.json");
        const poll = () => {
            const now = localStorage.getItem("reversi/game.json");
            if (now !== last) {
                last = now;
                const ply = /"ply":(\d+)/.exec(now || "");
                window.reversiSaves.push({ t: performance.now(), ply: ply ? Number(ply[1]) : -1 });
            }
        };
        window.reversiPoll = setInterval(poll, 4);
    });
    const off = await probeMove(page, board, "d3");
    png = await shot(page, "anim-off-replied");
    const saves = await page.evaluate(() => { clearInterval(window.reversiPoll); return window.reversiSaves; });
    console.log(`  saves (ms: ply): ${saves.map((x) => `${Math.round(x.t)}:${x.ply}`).join(" ")}`);
    check(boardOf(png).replace(/\./g, "").length === 6, "the CPU replied");
    check(off.squeezed === 0, `no flip frames: 0 of ${off.frames.length} frames drawn after the click`);
    const mine = saves.find((x) => x.ply === 1);
    const reply = saves.find((x) => x.ply === 2);
    const pause = mine && reply ? reply.t - mine.t : -1;
    // The page has one thread: the poll sees the move's save only when the frame that made
    // it has ended, while the game's pause counts from that frame's start, so a slow frame
    // shortens the gap as seen here (367 ms once, with an 83 ms frame). The frames' own gap
    // (`off.pause`, below) holds the pause to 400 ms.
    check(pause >= 300 && pause < 3000, `the reply came after the CPU's pause: saved ${Math.round(pause)} ms after the move`);
    check(off.pause >= 400 && off.pause < 3000,
        `on screen: the reply's frame began ${Math.round(off.pause)} ms after the move's frame`);
    assertNoProblems("sound and settings");
    await ctx.close();
}
// -------------------------------------------------------------------------------------------

// ---- The first visit, on one browser profile: play, reload, restart, damaged saves --------

async function pageLoads(run) {
    console.log("== the page loads and draws the menu");
    ({ context: run.context, page: run.page } = await launch(run.profile));
    const page = run.page;
    watch(page, "first run");
    await loadPage(page, `${run.origin}/?debug`);
    report.firstFrameMs = await page.evaluate(() => window.reversiTiming.firstFrame);
    const facts = await page.evaluate(() => ({
        title: document.title,
        lang: document.documentElement.lang,
        viewport: document.querySelector('meta[name="viewport"]')?.content || "",
        icon: document.querySelector('link[rel="icon"]')?.href || "",
        scrollW: document.documentElement.scrollWidth,
        scrollH: document.documentElement.scrollHeight,
        innerW: innerWidth,
        innerH: innerHeight,
        dpr: devicePixelRatio,
        canvasW: document.getElementById("glcanvas").width,
        canvasH: document.getElementById("glcanvas").height,
    }));
    check(facts.title === "Reversi", `title is "Reversi" (${facts.title})`);
    check(/^[a-z]{2}$/.test(facts.lang), `html lang is set (${facts.lang})`);
    check(/width=device-width/.test(facts.viewport), "mobile viewport meta tag");
    check(!/user-scalable\s*=\s*(no|0)|maximum-scale/.test(facts.viewport),
        `pinch zoom is not disabled (${facts.viewport})`);
    check(facts.icon.endsWith("favicon.svg"), "favicon");
    check(facts.scrollW <= facts.innerW && facts.scrollH <= facts.innerH, "no scrollbars");
    check(facts.canvasW === Math.round(facts.innerW * facts.dpr) &&
        facts.canvasH === Math.round(facts.innerH * facts.dpr),
        `canvas fills the window at the device pixel ratio (${facts.canvasW}×${facts.canvasH})`);
    const png = await until(page, "menu", menuShown);
    check(menuShown(png), "the menu is drawn");
    assertNoProblems("after loading");
}

async function firstGame(run) {
    const page = run.page;
    console.log("== choose an opponent (Easy): the start position with the player's dots");
    await click(page, UI.menu.easy);
    let png = await until(page, "easy-chosen", (p) => boardOf(p) === START);
    const board = findBoard(png);
    check(board !== null, `board found on screen (${JSON.stringify(board)})`);
    check(Math.abs(board.x - UI.board.x) <= 2 && Math.abs(board.w - UI.board.w) <= 4,
        "where src/ui/layout.rs puts it");
    const undo = findUndo(png, board);
    check(undo !== null && Math.hypot(undo[0] - UI.undo[0], undo[1] - UI.undo[1]) < 12,
        `Undo button found at ${undo}`);
    check(boardOf(png) === START, `start position (${boardOf(png)})`);
    const dot = squareCentre(board, "d3");
    const plain = squareCentre(board, "a1");
    check(pixel(png, dot.x, dot.y)[1] < pixel(png, plain.x, plain.y)[1] - 20, "a dot on d3, none on a1");

    console.log("== click d3: the disc appears, then the CPU replies");
    await click(page, squareCentre(board, "d3"));
    png = await until(page, "d3-clicked", (p) => discAt(p, board, "d3") === "black");
    check(discAt(png, board, "d3") === "black", "a black disc on d3");
    png = await until(page, "cpu-replied", replyDone);
    const replied = boardOf(png);
    check(count(readBoard(png, board), "black") + count(readBoard(png, board), "white") === 6 &&
        replied.includes("O"), `the CPU replied: 6 discs (${replied})`);

    console.log("== Undo: the board goes back");
    await click(page, undo);
    png = await until(page, "undone", (p) => boardOf(p) === START);
    check(boardOf(png) === START, "start position after Undo");

    console.log("== d3 again: the same reply (seed and ply fix it)");
    await click(page, squareCentre(board, "d3"));
    png = await until(page, "replayed", replyDone);
    check(boardOf(png) === replied, "the same position as before Undo");
    assertNoProblems("after playing");
    run.played = boardOf(png);
}

// Continue from the menu shows the board the first game left (its screenshot `label`).
async function resume(run, label) {
    let png = await until(run.page, `${label}-menu`, menuShown);
    check(menuShown(png), "the menu is drawn");
    await click(run.page, UI.menu.continue);
    png = await until(run.page, label, (p) => boardOf(p) === run.played);
    check(boardOf(png) === run.played, `the same board (${boardOf(png)})`);
}

async function reloadResumes(run) {
    console.log("== reload: the game resumes where it was");
    const records = await savedRecords(run.page);
    check(Object.keys(records).some((k) => k.startsWith("reversi/game")),
        `the game is saved in localStorage (${Object.keys(records).join(", ")})`);
    await run.page.reload({ waitUntil: "load" });
    await waitFirstFrame(run.page);
    await resume(run, "reloaded");
    assertNoProblems("after reload");
}

async function restartKeepsSaves(run) {
    console.log("== browser restarted on the same profile: the game and the statistics are still there");
    const savedBefore = await savedRecords(run.page);
    await run.context.close();
    ({ context: run.context, page: run.page } = await launch(run.profile));
    const page = run.page;
    watch(page, "second run");
    await loadPage(page, `${run.origin}/`);
    const savedAfter = await savedRecords(page);
    // the page saves the play time once more as it loses focus on closing: time_ms may grow
    const timeless = (v) => (v === undefined ? v : v.replace(/"time_ms":\s*\d+/g, '"time_ms":_'));
    const changed = Object.keys({ ...savedBefore, ...savedAfter })
        .filter((k) => timeless(savedBefore[k]) !== timeless(savedAfter[k]))
        .map((k) => `${k}: ${savedBefore[k]} -> ${savedAfter[k]}`);
    check(changed.length === 0,
        `saved records kept across the restart (${Object.keys(savedAfter).join(", ") || "none yet"})` +
        (changed.length ? `; changed: ${changed.join("; ")}` : ""));
    check(Object.keys(savedAfter).some((k) => k.startsWith("reversi/stats")), "statistics saved");
    await clickAndSettle(page, UI.menu.statistics, "statistics");
    await page.keyboard.press("Escape");
    await until(page, "back-to-menu", menuShown);
    await resume(run, "restarted");
    assertNoProblems("after restart");
}

async function damagedSaves(run) {
    console.log("== damaged and foreign values in localStorage: the game starts and says so");
    const page = run.page;
    await page.evaluate(() => {
        const damaged = ["{\"not\": \"ours\"", "\uD800 lone surrogate \uDC00", "", "null", "x".repeat(5000)];
        let i = 0;
        for (const k of Object.keys(localStorage)) {
            if (k.startsWith("reversi/")) localStorage.setItem(k, damaged[i++ % damaged.length]);
        }
        // src/persist.rs's record names, under the web backend's prefix
        localStorage.setItem("reversi/stats.json", "\uD800{broken");
        localStorage.setItem("reversi/game.json", "garbage \u0000 \uDFFF");
    });
    await page.reload({ waitUntil: "load" });
    await waitFirstFrame(page);
    const png = await until(page, "damaged-values", (p) => menuShown(p) && noticeShown(p));
    check(menuShown(png), "the game starts with damaged values");
    // damaged records are set aside (name.damaged-N) with a notice (src/persist.rs)
    const keys = Object.keys(await savedRecords(page));
    check(keys.some((k) => k.includes(".damaged-")), `damaged values set aside (${keys.join(", ")})`);
    check(noticeShown(png), "a notice says so");
    assertNoProblems("after damaging the saves");
    await run.context.close();
    run.context = null;
}

// ---- One fresh context each, in a browser the steps share ---------------------------------

async function sharedBrowser(run) {
    run.browser ??= await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    return run.browser;
}

// A fresh context of the shared browser (launched by the first step that asks) and its page,
// watched under `label`; `setup` (optional) runs on the context first.
async function freshPage(run, label, options = {}, setup = null) {
    const ctx = await (await sharedBrowser(run)).newContext({ viewport: VIEWPORT, ...options });
    if (setup) await setup(ctx);
    const page = await ctx.newPage();
    if (label) watch(page, label);
    return { ctx, page };
}

async function storageSelftest(run) {
    console.log("== the storage backend in the browser (?storagetest)");
    const { ctx, page } = await freshPage(run, "storage selftest");
    const selftest = await consoleLine(page, "storage selftest:", `${run.origin}/?storagetest`);
    check(selftest !== null && !/FAILED/.test(selftest) && /huge ok Err\(Full\)/.test(selftest),
        `storage backend in the browser: ${selftest}`);
    assertNoProblems("storage selftest");
    await ctx.close();
}

async function storageRefused(run) {
    console.log("== refused storage: the game runs and says that nothing will be kept");
    const { ctx, page } = await freshPage(run, "storage refused", {}, (c) => c.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
            get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
        });
    }));
    const selftest = await consoleLine(page, "storage selftest:", `${run.origin}/?storagetest`);
    check(/^storage selftest: open Err\(Unavailable\(/.test(selftest || ""),
        `refused storage is Unavailable: ${selftest}`);
    await waitFirstFrame(page);
    const png = await until(page, "storage-refused", (p) => menuShown(p) && noticeShown(p));
    check(menuShown(png), "the game runs without storage");
    check(noticeShown(png), "a notice says that nothing will be kept");
    assertNoProblems("with storage refused");
    await ctx.close();
}

// A browser without `lacking` (`disable` runs in the page first): a visible message.
async function without(run, lacking, disable) {
    console.log(`== a browser without ${lacking}: a visible message`);
    const { ctx, page } = await freshPage(run, `no ${lacking}`, {}, (c) => c.addInitScript(disable));
    await page.goto(`${run.origin}/`, { waitUntil: "load" });
    await noticeUp(page);
    const notice = await page.evaluate(() => {
        const el = document.getElementById("notice");
        return getComputedStyle(el).display !== "none" ? el.textContent : "";
    });
    await shot(page, `no-${lacking.toLowerCase()}`);
    check(notice.includes(lacking), `notice shown: "${notice.split("\n")[0]}"`);
    assertNoProblems(`without ${lacking}`);
    await ctx.close();
}

async function touch(run) {
    console.log("== touch on a phone-like screen (device pixel ratio 2): tap Easy, a dot, Undo");
    const { ctx, page } = await freshPage(run, "touch", { hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await loadPage(page, `${run.origin}/`);
    const size = await page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio,
        document.getElementById("glcanvas").width, document.getElementById("glcanvas").height]);
    check(size[3] === size[0] * size[2] && size[4] === size[1] * size[2],
        `canvas ${size[3]}×${size[4]} for ${size[0]}×${size[1]} at ratio ${size[2]}`);
    const tap = async ([x, y]) => page.touchscreen.tap(x, y);
    await until(page, "touch-menu", menuShown);
    await tap(UI.menu.easy);
    let png = await until(page, "touch-easy", (p) => boardOf(p) === START);
    const board = findBoard(png);
    check(board !== null && boardOf(png) === START, `tapping Easy starts a game (board at ${JSON.stringify(board)})`);
    const undoAt = findUndo(png, board);
    check(undoAt !== null, `Undo button found at ${undoAt}`);
    const d3 = squareCentre(board, "d3");
    await tap([d3.x, d3.y]);
    png = await until(page, "touch-d3", (p) => discAt(p, board, "d3") === "black");
    check(discAt(png, board, "d3") === "black", "tapping d3 places a black disc");
    png = await until(page, "touch-cpu-replied", replyDone);
    check(replyDone(png, png), "the CPU replied");
    await tap(undoAt);
    png = await until(page, "touch-undo", (p) => boardOf(p) === START);
    check(boardOf(png) === START, "tapping Undo restores the start position");
    assertNoProblems("touch");
    await ctx.close();
}

async function german(run) {
    console.log("== the language follows navigator.language (de-DE)");
    const { ctx, page } = await freshPage(run, "German", { locale: "de-DE" });
    await loadPage(page, `${run.origin}/`);
    const lang = await page.evaluate(() => [navigator.language, document.documentElement.lang]);
    await shot(page, "german");
    check(lang[0] === "de-DE" && lang[1] === "de", `navigator.language ${lang[0]}, html lang ${lang[1]}`);
    assertNoProblems("German");
    await ctx.close();
}

async function panicShown(run) {
    console.log("== a panic reaches the console and the page (?panictest)");
    const { ctx, page } = await freshPage(run, null);
    const logged = await consoleLine(page, "Reversi stopped:", `${run.origin}/?panictest`);
    await noticeUp(page);
    await shot(page, "panic");
    check(logged !== null && logged.includes("a test panic (?panictest)") && logged.includes("src/platform/web.rs"),
        `the panic message with its place: ${logged}`);
    await ctx.close();
}

async function bench(run) {
    console.log("== ?debug&bench: Hard's search time in this browser");
    const { ctx, page } = await freshPage(run, "bench");
    report.bench = await consoleLine(page, "bench hard:", `${run.origin}/?debug&bench`);
    check(report.bench !== null, `bench reported: ${report.bench}`);
    await waitFirstFrame(page);
    await shot(page, "bench");
    assertNoProblems("bench");
    await ctx.close();
}

// ---- The installable offline web app (web/manifest.webmanifest, web/offline.js, sw.js) -------

function stopServer(server) {
    server.closeAllConnections();
    return new Promise((ok) => server.close(ok));
}

// Waits until a service worker controls the page; returns its scope and the caches.
async function offlineReady(page) {
    return page.evaluate(() => Promise.race([
        (async () => {
            const registration = await navigator.serviceWorker.ready;
            if (!navigator.serviceWorker.controller) {
                await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true }));
            }
            return { scope: registration.scope, caches: await caches.keys() };
        })(),
        new Promise((ok) => setTimeout(() => ok(null), 30000)),
    ]));
}

// The deployment's version written by build-scripts/dist/precache.py (it names the cache).
const swVersion = (dir) => JSON.parse(readFileSync(join(dir, "precache.json"), "utf8")).version;

// Legal moves of `me` ("X" or "O") on a board text (a1..h8, "." empty), as names like "c4".
function legalMoves(text, me) {
    const other = me === "X" ? "O" : "X";
    const at = (c, r) => (c >= 0 && c < 8 && r >= 0 && r < 8 ? text[r * 8 + c] : null);
    const moves = [];
    for (let r = 0; r < 8; r++) {
        for (let c = 0; c < 8; c++) {
            if (at(c, r) !== ".") continue;
            const flips = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]].some(([dc, dr]) => {
                let k = 1;
                while (at(c + k * dc, r + k * dr) === other) k += 1;
                return k > 1 && at(c + k * dc, r + k * dr) === me;
            });
            if (flips) moves.push("abcdefgh"[c] + (r + 1));
        }
    }
    return moves;
}

// After one online visit from a sub-path: installable (no installability errors), offline
// reload plays and keeps the save, and a changed deployment runs on the next load.
async function offlineAppChecks() {
    const PREFIX = "/games/reversi/";
    const work = mkdtempSync(join(tmpdir(), "reversi-e2e-site-"));
    const profile = mkdtempSync(join(tmpdir(), "reversi-e2e-offline-"));
    cpSync(SITE, work, { recursive: true });
    let server = await serveAt(work, PREFIX);
    const port = server.address().port;
    const url = `http://127.0.0.1:${port}${PREFIX}`;
    let { context, page } = await launch(profile);
    try {
        console.log(`== the web app from a sub-path (${url}): installable, offline copy made`);
        watch(page, "sub-path");
        await loadPage(page, url);
        const ready = await offlineReady(page);
        check(ready !== null && ready.scope === url, `a service worker controls the page, scope ${ready && ready.scope}`);
        const version = swVersion(work);
        check(ready.caches.length === 1 && ready.caches[0].endsWith(version),
            `one cache, named after the files' content (${ready.caches.join(", ")})`);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send("Page.getAppManifest");
        check(manifest.errors.length === 0 && manifest.url === `${url}manifest.webmanifest`,
            `manifest read without errors (${manifest.url})`);
        const parsed = JSON.parse(manifest.data);
        check(parsed.icons.map((i) => i.sizes).join(" ") === "192x192 512x512" && parsed.display === "standalone",
            "icons 192 and 512 px, standalone display");
        const installability = await cdp.send("Page.getInstallabilityErrors");
        check(installability.installabilityErrors.length === 0,
            `no installability errors (${JSON.stringify(installability.installabilityErrors)})`);
        for (const size of [192, 512]) {
            const png = PNG.sync.read(readFileSync(join(work, `icon-${size}.png`)));
            check(png.width === size && png.height === size && greenish(pixel(png, 2, 2)),
                `icon-${size}.png is ${png.width}×${png.height}, the green of the window icon`);
        }

        await until(page, "subpath-menu", menuShown);
        await click(page, UI.menu.easy);
        let png = await until(page, "subpath-easy", (p) => boardOf(p) === START);
        const board = findBoard(png);
        check(board !== null && boardOf(png) === START, "the game runs from the sub-path");
        await click(page, squareCentre(board, "d3"));
        png = await until(page, "subpath-cpu-replied", replyDone);
        const replied = boardOf(png);
        check(replyDone(png, png), `d3 played, the CPU replied (${replied})`);
        const savedOnline = await savedRecords(page);
        assertNoProblems("sub-path, online");

        console.log("== offline (no network, the server stopped): reload, Continue, play a move");
        await stopServer(server);
        await context.setOffline(true);
        await page.reload({ waitUntil: "load" });
        await waitFirstFrame(page);
        png = await until(page, "offline-menu", menuShown);
        check(menuShown(png), "the page starts offline");
        await click(page, UI.menu.continue);
        png = await until(page, "offline-continued", (p) => boardOf(p) === replied);
        check(boardOf(png) === replied, "Continue shows the saved game");
        const move = legalMoves(replied, "X")[0];
        await click(page, squareCentre(board, move));
        png = await until(page, "offline-moved", (p, prev) => discAt(p, board, move) === "black" &&
            prev !== null && boardOf(p) === boardOf(prev) && boardOf(p).replace(/\./g, "").length >= 8);
        check(discAt(png, board, move) === "black", `${move} played offline (${boardOf(png)})`);
        const offlineBoard = boardOf(png);
        const savedOffline = await savedRecords(page);
        check(savedOffline["reversi/game.json"] !== undefined &&
            savedOffline["reversi/game.json"] !== savedOnline["reversi/game.json"], "the game is saved offline");
        assertNoProblems("offline");

        console.log("== a new deployment (a changed file): the next load runs it, the save is kept");
        await context.setOffline(false);
        const index = join(work, "index.html");
        writeFileSync(index, readFileSync(index, "utf8").replace("<head>", '<head>\n    <meta name="reversi-e2e" content="changed">'));
        execFileSync("python3", [join(ROOT, "build-scripts/dist/precache.py"), work], { stdio: "ignore" });
        const newVersion = swVersion(work);
        check(newVersion !== version, `the change gives a new cache version (${version} -> ${newVersion})`);
        server = await serveAt(work, PREFIX, port);
        // this visit still runs the copy it has; the browser fetches the new sw.js meanwhile
        await page.reload({ waitUntil: "load" });
        await waitFirstFrame(page);
        const swapped = await page.evaluate((v) => Promise.race([
            (async () => {
                for (;;) {
                    const keys = await caches.keys();
                    if (keys.length === 1 && keys[0].endsWith(v)) return keys;
                    await new Promise((ok) => setTimeout(ok, 200));
                }
            })(),
            new Promise((ok) => setTimeout(() => ok(null), 30000)),
        ]), newVersion);
        check(swapped !== null, `the new version took over the cache, the old one is gone (${swapped})`);
        await page.reload({ waitUntil: "load" });
        await waitFirstFrame(page);
        const marker = await page.evaluate(() => document.querySelector('meta[name="reversi-e2e"]')?.content || null);
        check(marker === "changed", "the next load runs the new version");
        check(JSON.stringify(await savedRecords(page)) === JSON.stringify(savedOffline),
            "localStorage untouched by the update");
        png = await until(page, "updated-menu", menuShown);
        await click(page, UI.menu.continue);
        png = await until(page, "updated-continued", (p) => boardOf(p) === offlineBoard);
        check(boardOf(png) === offlineBoard, `the updated page continues the game (${boardOf(png)})`);
        assertNoProblems("after the update");
    } finally {
        await context.close().catch(() => {});
        await stopServer(server).catch(() => {});
        rmSync(profile, { recursive: true, force: true });
        rmSync(work, { recursive: true, force: true });
    }
}

// ---- Two tabs on one localStorage (issue 11) -----------------------------------------------
// Each tab finishes a game; the statistics count both (each write merges into the record as
// stored), and the tab whose saved game another tab replaced says it no longer saves its game.
// The games start one move before their end (Black takes White's only disc on g4), saved as a
// tab would have saved them, so the step needs no long game in software WebGL.
const NEAR_END = "........" + "........" + "........" + "...XXO.." + "...XX..." + "........".repeat(3);
const AT_END = "........" + "........" + "........" + "...XXXX." + "...XX..." + "........".repeat(3);
const nearEndGame = (id) => JSON.stringify({
    version: 1, board: NEAR_END.replaceAll(".", "-") + " X", player: "black", opponent: "easy",
    seed: id, ply: 1, last_move: "", ended_once: false, time_ms: 0, id,
});
const emptyRecord = { played: 0, won: 0, lost: 0, drawn: 0, time_ms: 0 };
// Both games were started (played 2), neither has ended yet.
const STATS_BEFORE_TWO_TABS = JSON.stringify({
    version: 1, easy: { ...emptyRecord, played: 2 }, medium: emptyRecord, hard: emptyRecord, counted: [],
});

// During a game, notices show in the status line between the board and the buttons: its
// inside is lighter than the margin left of it.
function statusNoticeShown(png) {
    const lum = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
    const y = L.GAME_STATUS_TOP + 13;
    return lum(pixel(png, L.GAME_STATUS_LEFT + 8, y)) - lum(pixel(png, L.GAME_STATUS_LEFT - 32, y)) > 6;
}

async function twoTabs(origin) {
    console.log("== two tabs on one localStorage each finish a game: the statistics count both");
    const profile = mkdtempSync(join(tmpdir(), "reversi-e2e-tabs-"));
    const { context, page: first } = await launch(profile);
    // The tabs write localStorage from a plain page of the origin (favicon.svg), for which the
    // browser also asks for /favicon.ico: not ours to serve.
    await context.route("**/favicon.ico", (route) => route.fulfill({ status: 204, body: "" }));
    try {
        watch(first, "tab 1");
        await first.goto(`${origin}/favicon.svg`);
        await first.evaluate(([stats, game]) => {
            localStorage.clear();
            localStorage.setItem("reversi/stats.json", stats);
            localStorage.setItem("reversi/game.json", game);
        }, [STATS_BEFORE_TWO_TABS, nearEndGame(101)]);
        await loadPage(first, `${origin}/`);
        await until(first, "tabs-1-menu", menuShown);
        await click(first, UI.menu.continue);
        let png = await until(first, "tabs-1-continued", (p) => boardOf(p) === NEAR_END);
        check(boardOf(png) === NEAR_END, `tab 1 continues its game (${boardOf(png)})`);
        const board = findBoard(png);

        // The second tab saves its own game (as a tab that started one would), then opens it.
        const second = await context.newPage();
        watch(second, "tab 2");
        await second.goto(`${origin}/favicon.svg`);
        await second.evaluate((game) => localStorage.setItem("reversi/game.json", game), nearEndGame(202));
        await first.bringToFront();
        png = await until(first, "tabs-1-told-other-tab", statusNoticeShown);
        check(statusNoticeShown(png), "tab 1 says another tab holds the saved game");
        await loadPage(second, `${origin}/`);
        await until(second, "tabs-2-menu", menuShown);
        await click(second, UI.menu.continue);
        png = await until(second, "tabs-2-continued", (p) => boardOf(p) === NEAR_END);
        check(boardOf(png) === NEAR_END, `tab 2 continues the other saved game (${boardOf(png)})`);

        // Both tabs have now read the statistics (played 2, nothing won); each wins in turn.
        for (const [label, page] of [["tabs-1", first], ["tabs-2", second]]) {
            await page.bringToFront();
            await click(page, squareCentre(board, "g4"));
            png = await until(page, `${label}-won`, (p) => boardOf(p) === AT_END);
            check(boardOf(png) === AT_END, `${label}: g4 ends the game (${boardOf(png)})`);
            // the result is counted in localStorage (read below), not necessarily in the frame
            // that shows the last disc
            const won = label === "tabs-1" ? 1 : 2;
            await page.waitForFunction((n) => {
                try {
                    return JSON.parse(localStorage.getItem("reversi/stats.json")).easy.won >= n;
                } catch {
                    return false;
                }
            }, won, { timeout: 15000 }).catch(() => console.log(`  ${label}: the statistics did not count ${won} won within 15 s`));
        }
        const stats = JSON.parse(await second.evaluate(() => localStorage.getItem("reversi/stats.json")));
        check(stats.easy.played === 2 && stats.easy.won === 2,
            `the statistics count both games: played ${stats.easy.played}, won ${stats.easy.won}`);
        check(stats.counted.length === 2, `both games' ids are counted (${stats.counted})`);
        for (const [label, page] of [["tabs-1", first], ["tabs-2", second]]) {
            await page.bringToFront();
            await page.keyboard.press("Escape");
            await until(page, `${label}-menu-after`, menuShown);
            await clickAndSettle(page, UI.menu.statistics, `${label}-statistics`);
        }
        assertNoProblems("two tabs");
    } finally {
        await context.close().catch(() => {});
        rmSync(profile, { recursive: true, force: true });
    }
}

// ---- Rest while the player thinks (issue 21) -----------------------------------------------
// Over 10 s on the menu, on a board waiting for the player and on the game-over screen: the
// animation frames the page asks for and the main thread's busy time (CDP TaskDuration).
// Frames while idle are behaviour: more than 2 a second fails; the busy share is a figure.
function countAnimationFrames() {
    window.reversiRafCalls = 0;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
        window.reversiRafCalls += 1;
        return raf(callback);
    };
}

async function idleFigures(page, cdp, name, seconds = 10, most = 2 * seconds) {
    // the screen has settled; the last sound (quad-snd mixes on the main thread) ends first
    await page.waitForTimeout(2000);
    const busy = async () => (await cdp.send("Performance.getMetrics")).metrics
        .find((m) => m.name === "TaskDuration").value;
    const rafs = () => page.evaluate(() => window.reversiRafCalls);
    const [r0, b0] = [await rafs(), await busy()];
    await page.waitForTimeout(seconds * 1000);
    const [r1, b1] = [await rafs(), await busy()];
    const frames = r1 - r0;
    console.log(`idle-probe browser ${name}: ${(frames / seconds).toFixed(1)} animation frames a second, ` +
        `main thread busy ${(100 * (b1 - b0) / seconds).toFixed(1)} % (TaskDuration), over ${seconds} s`);
    check(frames <= most, `${name}: at most ${most} animation frames in ${seconds} s while idle (${frames})`);
}

async function idleProbes(origin) {
    console.log("== rest while the player thinks: frames and main-thread time while idle");
    const profile = mkdtempSync(join(tmpdir(), "reversi-e2e-idle-"));
    const { context, page } = await launch(profile);
    await context.route("**/favicon.ico", (route) => route.fulfill({ status: 204, body: "" }));
    await context.addInitScript(countAnimationFrames);
    try {
        watch(page, "idle");
        const cdp = await context.newCDPSession(page);
        await cdp.send("Performance.enable");
        await page.goto(`${origin}/favicon.svg`);
        await page.evaluate(() => localStorage.clear());
        await loadPage(page, `${origin}/`);
        await until(page, "idle-1-menu", menuShown);
        await idleFigures(page, cdp, "menu");
        // How to play, scrolled and left alone: a page at rest draws nothing (issue 33)
        await click(page, centre("MENU_HOW_TO_PLAY"));
        await page.waitForTimeout(300);
        await until(page, "idle-1-how-to-play", (p, prev) => samePixels(p, prev));
        await page.keyboard.press("PageDown");
        await until(page, "idle-1-how-to-play-down", (p, prev) => samePixels(p, prev));
        await idleFigures(page, cdp, "how to play", 10, 0);
        await page.keyboard.press("Escape");
        await until(page, "idle-1-menu-again", menuShown);
        await click(page, UI.menu.easy);
        let png = await until(page, "idle-2-board", (p, prev) => prev !== null && boardOf(p) === START &&
            boardOf(prev) === START);
        check(boardOf(png) === START, `the board waits for the first move (${boardOf(png)})`);
        await idleFigures(page, cdp, "board waiting for the player");
        // game over: a saved game one move before its end, continued and finished
        await page.goto(`${origin}/favicon.svg`);
        await page.evaluate((game) => localStorage.setItem("reversi/game.json", game), nearEndGame(303));
        await loadPage(page, `${origin}/`);
        await until(page, "idle-3-menu", menuShown);
        await click(page, UI.menu.continue);
        png = await until(page, "idle-3-continued", (p) => boardOf(p) === NEAR_END);
        await click(page, squareCentre(findBoard(png), "g4"));
        png = await until(page, "idle-4-game-over", (p, prev) => prev !== null && boardOf(p) === AT_END &&
            boardOf(prev) === AT_END);
        check(boardOf(png) === AT_END, `g4 ends the game (${boardOf(png)})`);
        await idleFigures(page, cdp, "game over");
        // input still answers at once: the menu comes back on Esc
        await page.keyboard.press("Escape");
        png = await until(page, "idle-5-menu-after", menuShown);
        check(menuShown(png), "Esc brings the menu back");
        assertNoProblems("idle probes");
    } finally {
        await context.close().catch(() => {});
        rmSync(profile, { recursive: true, force: true });
    }
}

// ---- Without sight and without motion (issue 23) ---------------------------------------------
// The page's accessible mirror (src/ui/mirror.rs, rendered by web/reversi.js) found and used
// the way a screen reader does: by roles and names only, never a click on the canvas.

const AXE = createRequire(import.meta.url).resolve("axe-core");

// Two squares left, Black to move: b1 leaves the CPU without a move (tests/mirror.rs PASS_GAME).
const PASS_GAME = JSON.stringify({
    version: 1, board: "O-OOXXXXOOOOXXXXOOOOOXXXOOOOXOXXOOOXOXXXOOOOOXXXOOOXXXXX-OOXXXXX X", player: "black",
    opponent: "easy", seed: 1, ply: 58, last_move: "", ended_once: false, time_ms: 0, id: 7,
});

// Every text the live region took, in order (a MutationObserver: none is missed between polls).
function recordLiveRegion() {
    window.reversiLive = [];
    const watcher = new MutationObserver(() => {
        const live = document.getElementById("reversi-live");
        if (live) {
            watcher.disconnect();
            if (live.textContent) window.reversiLive.push(live.textContent);
            new MutationObserver(() => window.reversiLive.push(live.textContent))
                .observe(live, { childList: true, characterData: true, subtree: true });
        }
    });
    watcher.observe(document, { childList: true, subtree: true });
}

const axeResults = {};

// axe-core over the whole page: no violation of any impact (issue 32: the moderate
// meta-viewport and region findings are gone too).
async function axeCheck(page, name) {
    if (!(await page.evaluate(() => typeof axe !== "undefined"))) {
        await page.addScriptTag({ path: AXE });
    }
    const result = await page.evaluate(() => axe.run(document));
    const all = result.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`);
    axeResults[name] = all.length ? all.join(", ") : "none";
    console.log(`  axe ${name}: ${result.passes.length} rules passed, violations: ${axeResults[name]}`);
    const bad = result.violations;
    check(bad.length === 0, `axe on ${name}: no violation of any impact` +
        (bad.length ? `: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`).join(" | ")}` : ""));
}

const liveLog = (page) => page.evaluate(() => window.reversiLive.slice());

// Waits until the live region has said more than `seen` texts; returns the new ones.
async function nextSaid(page, seen, timeout = 15000) {
    await page.waitForFunction((n) => window.reversiLive.length > n, seen, { timeout });
    return (await liveLog(page)).slice(seen);
}

async function pressRole(page, role, name) {
    const target = page.getByRole(role, { name, exact: true });
    await target.waitFor({ state: "attached", timeout: 15000 });
    await target.press("Enter");
}

// A whole game by the grid's roles: the first playable cell each turn, Enter on it.
async function playByRoles(page, label) {
    const said = [];
    for (let turn = 0; turn < 80; turn++) {
        const over = page.getByRole("button", { name: "New game", exact: true });
        const playable = page.getByRole("gridcell", { disabled: false });
        await page.waitForFunction(() => {
            const cells = document.querySelectorAll("#reversi-mirror [role=gridcell][aria-disabled=false]");
            const again = [...document.querySelectorAll("#reversi-mirror button")]
                .find((b) => b.textContent === "New game" && !b.hidden);
            return cells.length > 0 || again;
        }, null, { timeout: 20000 });
        if (await over.count() > 0) {
            break;
        }
        const cell = playable.first();
        const name = await cell.textContent();
        check(/^[a-h][1-8], empty, you can play here$/.test(name), `${label}: turn ${turn + 1}: ${name}`);
        const seen = (await liveLog(page)).length;
        await cell.press("Enter");
        const now = await nextSaid(page, seen);
        said.push(...now);
        const square = name.slice(0, 2);
        check(now[0].startsWith(`You played ${square}, `), `${label}: said "${now[0]}"`);
    }
    return said;
}

// Runs `body(page)` in a fresh context for the accessibility steps (the browser's own request
// for /favicon.ico, which there is none of, answered; `init` run in the page first), then
// checks that the page, watched as `label`, had no problem, and closes the context.
async function inA11yPage(run, label, options, init, body) {
    const { ctx, page } = await freshPage(run, label, options, async (c) => {
        await c.route("**/favicon.ico", (route) => route.fulfill({ status: 204, body: "" }));
        if (init) await c.addInitScript(init);
    });
    await body(page);
    assertNoProblems(label);
    await ctx.close();
}

// Loads the page and returns the mirror's menu as an ARIA snapshot, once its button `easy`
// (the first opponent, in the page's language) is there.
async function mirrorMenu(run, page, easy) {
    await loadPage(page, `${run.origin}/`);
    await page.getByRole("button", { name: easy, exact: true }).waitFor({ state: "attached" });
    return page.locator("#reversi-mirror").ariaSnapshot();
}

// Opens a saved game two squares from its end (PASS_GAME) with Continue, through the mirror.
async function continuePassGame(run, page) {
    await page.goto(`${run.origin}/favicon.svg`);
    await page.evaluate((game) => localStorage.setItem("reversi/game.json", game), PASS_GAME);
    await loadPage(page, `${run.origin}/`);
    await pressRole(page, "button", "Continue");
}

// The menu, statistics, settings and a whole game through the mirror.
async function a11yMirror(run) {
    console.log("== screen reader: the accessible mirror, axe-core on every screen, a game by roles");
    await inA11yPage(run, "a11y", { locale: "en-US" }, recordLiveRegion, async (page) => {
        const menuTree = await mirrorMenu(run, page, "Easy");
        console.log(`  menu's accessibility tree:\n${menuTree.replace(/^/gm, "    ")}`);
        for (const name of ["Easy", "Medium", "Hard", "Statistics", "Settings", "How to play", "About"]) {
            check(menuTree.includes(`button "${name}"`), `menu: a button "${name}"`);
        }
        check(/button "Black · first" \[pressed\]/.test(menuTree), "menu: the colour choice is a pressed toggle");
        await axeCheck(page, "menu");
        await shot(page, "a11y-menu");

        // the colour choice, by keyboard on the toggle
        await pressRole(page, "button", "White · second");
        await page.waitForFunction(() => [...document.querySelectorAll("#reversi-mirror button")]
            .some((b) => b.textContent === "White · second" && b.getAttribute("aria-pressed") === "true"));
        await pressRole(page, "button", "Black · first");
        await page.waitForFunction(() => [...document.querySelectorAll("#reversi-mirror button")]
            .some((b) => b.textContent === "Black · first" && b.getAttribute("aria-pressed") === "true"));
        check(true, "White · second and back to Black · first through the mirror's toggles");

        await pressRole(page, "button", "Statistics");
        await page.getByRole("heading", { name: "Statistics" }).waitFor({ state: "attached" });
        const statsTree = await page.locator("#reversi-mirror").ariaSnapshot();
        check(/Easy: Played 0, Won 0, Lost 0, Drawn 0/.test(statsTree), "statistics as text rows");
        await axeCheck(page, "statistics");
        await shot(page, "a11y-statistics");
        await pressRole(page, "button", "Back");

        // How to play and About: headings and text, the diagrams in words (issue 33)
        await pressRole(page, "button", "How to play");
        await page.getByRole("heading", { name: "How to play" }).waitFor({ state: "attached" });
        for (const name of ["The rules", "Playing in this app", "First strategy"]) {
            check(await page.getByRole("heading", { name, exact: true }).count() === 1,
                `How to play: a heading "${name}"`);
        }
        const diagram = page.getByRole("paragraph")
            .filter({ hasText: "Black plays d3: the disc on d4 is closed in and turns over." });
        check(await diagram.count() === 1, "How to play: the first diagram in words");
        check(await page.getByRole("paragraph").filter({ hasText: "X-square" }).count() >= 2,
            "How to play: X-squares explained and shown");
        await axeCheck(page, "how to play");
        await shot(page, "a11y-how-to-play");
        await pressRole(page, "button", "Back");
        await pressRole(page, "button", "About");
        await page.getByRole("heading", { name: "About" }).waitFor({ state: "attached" });
        check(await page.getByRole("heading", { name: /^Reversi \d+\.\d+\.\d+$/ }).count() === 1,
            "About: the version as a heading");
        check(await page.getByRole("paragraph").filter({ hasText: "DejaVu Sans" }).count() >= 1,
            "About: the font's licence");
        await axeCheck(page, "about");
        await pressRole(page, "button", "Back");

        await pressRole(page, "button", "Settings");
        await page.getByRole("heading", { name: "Settings" }).waitFor({ state: "attached" });
        const settingsTree = await page.locator("#reversi-mirror").ariaSnapshot();
        console.log(`  settings' accessibility tree:\n${settingsTree.replace(/^/gm, "    ")}`);
        check(/button "High"/.test(settingsTree) && /button "Language: English"/.test(settingsTree),
            "settings: Contrast and Language buttons named");
        await axeCheck(page, "settings");
        // high contrast, chosen through the mirror, then drawn
        await pressRole(page, "button", "High");
        await page.waitForFunction(() => [...document.querySelectorAll("#reversi-mirror button")]
            .some((b) => b.textContent === "High" && b.getAttribute("aria-pressed") === "true"));
        await shot(page, "a11y-settings-high-contrast");
        await pressRole(page, "button", "Back");

        await pressRole(page, "button", "Easy");
        await page.getByRole("grid", { name: "Board" }).waitFor({ state: "attached" });
        const gridTree = await page.getByRole("grid").ariaSnapshot();
        check(gridTree.includes(`gridcell "d3, empty, you can play here"`) && gridTree.includes(`gridcell "e4, black"`) &&
            gridTree.includes(`gridcell "d4, white"`) && (gridTree.match(/gridcell/g) || []).length === 64,
            "the board: a grid of 64 named cells");
        check(await page.getByRole("gridcell", { disabled: false }).count() === 4, "four playable cells at the start");
        // focus in the mirror moves the canvas cursor: c4 gets the cursor's outline
        await page.getByRole("gridcell", { name: /^c4,/ }).focus();
        // (high contrast is on: its cursor is cyan)
        const cyan = ([r, g, b]) => r < 60 && g > 200 && b > 200;
        const c4Edge = (p) => pixel(p, UI.board.x + 2 * L.CELL + 2, UI.board.y + 3 * L.CELL + Math.floor(L.CELL / 2));
        let png = await until(page, "a11y-focus-c4", (p) => cyan(c4Edge(p)));
        check(cyan(c4Edge(png)), `the canvas cursor is on c4, the focused cell (${c4Edge(png)})`);
        // and back: the canvas's cursor moved with the arrow keys takes the mirror's focus along
        await page.focus("#glcanvas");
        const active = () => page.evaluate(() => {
            const el = document.activeElement;
            return el && el.getAttribute("role") === "gridcell" ? el.textContent : (el ? el.id || el.tagName : "");
        });
        await page.keyboard.press("ArrowRight");
        await page.waitForFunction(() => /^d4,/.test(document.activeElement?.textContent || ""), null, { timeout: 10000 })
            .catch(() => {});
        const afterRight = await active();
        check(/^d4, white$/.test(afterRight), `ArrowRight on the canvas: document.activeElement is the cell d4 ("${afterRight}")`);
        const d4Edge = (p) => pixel(p, UI.board.x + 3 * L.CELL + 2, UI.board.y + 3 * L.CELL + Math.floor(L.CELL / 2));
        png = await until(page, "a11y-arrow-d4", (p) => cyan(d4Edge(p)));
        check(cyan(d4Edge(png)), `the canvas cursor is on d4 too (${d4Edge(png)})`);
        // the next arrows are the grid's own (the focus is in it now); the cursor follows
        await page.keyboard.press("ArrowUp");
        const afterUp = await active();
        check(/^d3, empty, you can play here$/.test(afterUp), `ArrowUp from there: d3 ("${afterUp}")`);
        await axeCheck(page, "board (high contrast)");

        const said = await playByRoles(page, "game by roles");
        await page.waitForFunction(() => /You won|You lost|Draw/.test(window.reversiLive[window.reversiLive.length - 1] || ""),
            null, { timeout: 20000 });
        const log = await liveLog(page);
        console.log(`  the live region said ${log.length} times; the first turn: "${log[0]}" / "${log[1]}"; the end: "${log[log.length - 1]}"`);
        report.liveFirstTurn = [log[0], log[1]];
        check(/^You played d3|c4|f5|e6/.test(log[0]) && / discs? turned\.$/.test(log[0]), `after the player's move: "${log[0]}"`);
        check(/^CPU played [a-h][1-8], \d+ discs? turned\.$/.test(log[1]), `after the CPU's move: "${log[1]}"`);
        check(log.every((t, i) => i === 0 || t !== log[i - 1]), "nothing said twice in a row");
        const moves = log.join(" ").match(/ played [a-h][1-8]/g) || [];
        const squares = new Set(moves.map((m) => m.slice(-2)));
        check(squares.size === moves.length, `every move said once (${moves.length} moves)`);
        check(/(You won|You lost|Draw) \d+–\d+\.$/.test(log[log.length - 1]), `the end: "${log[log.length - 1]}"`);
        check(said.length > 0, "the game was played through the grid alone");
        await axeCheck(page, "game over");
        await shot(page, "a11y-game-over-high-contrast");
        // Undo said: back to the player's last move (passes are no move of the player's)
        const yours = log.filter((t) => t.startsWith("You played")).length;
        const seenBeforeUndo = (await liveLog(page)).length;
        await pressRole(page, "button", "Undo");
        const undone = await nextSaid(page, seenBeforeUndo);
        report.undoSaid = undone[0];
        check(undone[0] === `Undone: back to your move ${yours}.`, `Undo said: "${undone[0]}" (expected your move ${yours})`);
    });
}

// A pass and the end said.
async function a11yPass(run) {
    console.log("== screen reader: a pass and the end (a saved game two squares from its end)");
    await inA11yPage(run, "a11y pass", { locale: "en-US" }, recordLiveRegion, async (page) => {
        await continuePassGame(run, page);
        await page.getByRole("gridcell", { name: "b1, empty, you can play here" }).press("Enter");
        let now = await nextSaid(page, 0);
        check(now[0] === "You played b1, 4 discs turned. CPU has no move — your turn again.", `after b1: "${now[0]}"`);
        await page.getByRole("gridcell", { name: "a8, empty, you can play here" }).press("Enter");
        now = await nextSaid(page, 1);
        check(now[0] === "You played a8, 4 discs turned. You won 41–23.", `after a8: "${now[0]}"`);
        await page.getByRole("button", { name: "New game", exact: true }).waitFor({ state: "attached" });
        await pressRole(page, "button", "Score");
        now = await nextSaid(page, 2);
        check(now[0] === "You 41, CPU 23.", `the score on request: "${now[0]}"`);
        await shot(page, "a11y-pass-game-over");
    });
}

// The mirror in German.
async function a11yGerman(run) {
    console.log("== screen reader in German: names from the locale");
    await inA11yPage(run, "a11y German", { locale: "de-DE" }, null, async (page) => {
        const deMenu = await mirrorMenu(run, page, "Leicht");
        check(deMenu.includes(`button "Einstellungen"`) && deMenu.includes(`button "Statistik"`), "German menu buttons");
        check(await page.evaluate(() => document.documentElement.lang) === "de", "the page's language is de");
        await axeCheck(page, "menu (German)");
        await pressRole(page, "button", "Leicht");
        await page.getByRole("grid", { name: "Spielbrett" }).waitFor({ state: "attached" });
        const deGrid = await page.getByRole("grid").ariaSnapshot();
        check(deGrid.includes(`gridcell "d3, leer, hier kannst du setzen"`) && deGrid.includes(`gridcell "e4, schwarz"`),
            "German cell names");
        await axeCheck(page, "board (German)");
    });
}

// The system's reduced motion until the player chooses.
async function reducedMotion(run) {
    console.log("== reduced motion: the system's setting until the player chooses");
    await inA11yPage(run, "reduced motion", { reducedMotion: "reduce" }, installFrameProbe, async (page) => {
        await loadPage(page, `${run.origin}/`);
        await until(page, "reduce-menu", menuShown);
        await click(page, UI.menu.easy);
        let png = await until(page, "reduce-start", (p) => boardOf(p) === START);
        let board = findBoard(png);
        const reduced = await probeMove(page, board, "d3");
        check(reduced.squeezed === 0, `prefers-reduced-motion, first start: no flip frames (0 of ${reduced.frames.length})`);
        const stored = (await savedRecords(page))["reversi/settings.json"] || "";
        check(!/"animation_chosen":true/.test(stored), `the system's choice is not stored (${stored})`);
        // a stored Normal wins over the system
        await page.evaluate(() => localStorage.setItem("reversi/settings.json", JSON.stringify({
            version: 1, language: "", player_color: "black", opponent: "easy", sound: true,
            animation: "normal", animation_chosen: true,
        })));
        await page.evaluate(() => localStorage.removeItem("reversi/game.json"));
        await page.reload({ waitUntil: "load" });
        await waitFirstFrame(page);
        await until(page, "reduce-menu-2", menuShown);
        await click(page, UI.menu.easy);
        png = await until(page, "reduce-normal-start", (p) => boardOf(p) === START);
        board = findBoard(png);
        const normal = await probeMove(page, board, "d3");
        check(normal.squeezed > 0, `a stored Normal wins over reduced motion: ${normal.squeezed} flip frames`);
    });
}

// The system's high contrast (forced-colors).
async function forcedColors(run) {
    console.log("== high contrast from the system: forced-colors");
    await inA11yPage(run, "forced colors", { forcedColors: "active" }, null, async (page) => {
        await continuePassGame(run, page);
        const png = await until(page, "forced-colors-board", (p) => pixel(p, 5, 5).every((v) => v < 8));
        check(pixel(png, 5, 5).every((v) => v < 8), `forced-colors: the high-contrast look's black background (${pixel(png, 5, 5)})`);
        console.log(`  axe per screen: ${JSON.stringify(axeResults)}`);
    });
}

// ---- The steps, in the order they run ------------------------------------------------------
// Each takes the run's state: { origin, profile, context, page, played, browser }. `needs`: the
// steps whose state it continues (the first visit's page and profile).
const STEPS = [
    { name: "load", run: pageLoads },
    { name: "play", run: firstGame, needs: ["load"] },
    { name: "reload", run: reloadResumes, needs: ["play"] },
    { name: "restart", run: restartKeepsSaves, needs: ["play"] },
    { name: "damaged", run: damagedSaves, needs: ["play"] },
    { name: "tabs", run: (run) => twoTabs(run.origin) },
    { name: "idle", run: (run) => idleProbes(run.origin) },
    { name: "a11y-mirror", group: "a11y", run: a11yMirror },
    { name: "a11y-pass", group: "a11y", run: a11yPass },
    { name: "a11y-german", group: "a11y", run: a11yGerman },
    { name: "reduced-motion", group: "a11y", run: reducedMotion },
    { name: "forced-colors", group: "a11y", run: forcedColors },
    { name: "storage", run: storageSelftest },
    { name: "storage-refused", run: storageRefused },
    { name: "no-webgl", run: (run) => without(run, "WebGL", () => { HTMLCanvasElement.prototype.getContext = () => null; }) },
    { name: "no-wasm", run: (run) => without(run, "WebAssembly", () => { delete window.WebAssembly; }) },
    { name: "touch", run: touch },
    { name: "sound", run: async (run) => soundAndSettings(await sharedBrowser(run), run.origin) },
    { name: "german", run: german },
    { name: "panic", run: panicShown },
    { name: "bench", run: bench },
    { name: "offline", run: offlineAppChecks },
];

// The steps to run: all, or those E2E_WEB_ONLY names (comma-separated; a group's name, such as
// a11y, stands for its steps) with what they need.
function chosenSteps(only) {
    if (!only) return STEPS;
    const wanted = new Set();
    const want = (name) => {
        const steps = STEPS.filter((s) => s.name === name || s.group === name);
        if (!steps.length) fail(`E2E_WEB_ONLY: no step "${name}" (steps: ${STEPS.map((s) => s.name).join(", ")})`);
        for (const step of steps) {
            (step.needs || []).forEach(want);
            wanted.add(step.name);
        }
    };
    only.split(",").map((n) => n.trim()).filter(Boolean).forEach(want);
    return STEPS.filter((s) => wanted.has(s.name));
}

// Runs the steps in order; a failure names its step. The page is served from 127.0.0.1.
async function main(steps, all) {
    if (!existsSync(join(SITE, "index.html"))) {
        fail(`no ${SITE}/index.html: run build-scripts/build-web.sh first`);
    }
    if (all) rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    const server = await serve();
    const run = { origin: `http://127.0.0.1:${server.address().port}`, browser: null, context: null };
    run.profile = mkdtempSync(join(tmpdir(), "reversi-e2e-profile-"));
    console.log(`serving ${SITE} at ${run.origin}; profile ${run.profile}; steps: ${steps.map((s) => s.name).join(" ")}`);
    let current = null;
    try {
        for (const step of steps) {
            current = step.name;
            console.log(`-- step ${step.name}`);
            await step.run(run);
        }
        current = null;
    } catch (e) {
        e.message = `step "${current}": ${e.message}`;
        throw e;
    } finally {
        await run.context?.close().catch(() => {});
        await run.browser?.close().catch(() => {});
        server.close();
        rmSync(run.profile, { recursive: true, force: true });
    }
    if (report.firstFrameMs !== undefined) console.log(`first frame ${Math.round(report.firstFrameMs)} ms after navigation`);
    if (report.bench !== undefined) console.log(report.bench);
    if (all) writeFileSync(join(SHOTS, "report.json"), JSON.stringify(report, null, 2));
}

// E2E_WEB_ONLY=offline runs only the web app checks (quicker while working on them),
// E2E_WEB_ONLY=idle the idle probes, E2E_WEB_ONLY=a11y the accessibility steps; any step's name
// (or several, comma-separated) works.
const only = process.env.E2E_WEB_ONLY;
Promise.resolve().then(() => main(chosenSteps(only), !only)).then(
    () => {
        console.log("e2e-web: 1 passed, 0 failed");
    },
    (e) => {
        console.error(`e2e-web FAILED: ${e.message}`);
        console.log("e2e-web: 0 passed, 1 failed");
        process.exit(1);
    },
);
