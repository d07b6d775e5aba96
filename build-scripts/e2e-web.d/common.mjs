// What the steps of the browser end-to-end test (main.mjs runs them) share: where the build and
// the screenshots are, where the game draws (from examples/layout.rs), Chromium's launch, the
// watch on every page's errors, the screenshots, and the pixel and board readings the checks
// read them with. One module, so that the problems seen, the report and the screenshots'
// numbering are one for the whole run whichever file a step is in.
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serveAt } from "../static-server.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const SITE = resolve(process.env.WEB_DIR || join(ROOT, "target/web"));
export const SHOTS = resolve(process.env.SHOTS_DIR || join(ROOT, "target/e2e-web"));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// The desktop window's size.
export const VIEWPORT = { width: 720, height: 900 };

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
export const L = layout(VIEWPORT.width, VIEWPORT.height);
// The centre of a button such as MENU_EASY, as [x, y].
export const centre = (name) => [L[`${name}_X`], L[`${name}_Y`]];

// ---- What depends on the game's screens. -------------------------------------------------
export const UI = {
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
export const report = {};
let step = 0;

export function fail(message) {
    throw new Error(message);
}

export function check(condition, message) {
    if (!condition) {
        fail(message);
    }
    console.log(`  ok: ${message}`);
}

export function serve() {
    return serveAt(SITE, "/");
}

// `expected` (a RegExp, optional) names the URLs a step makes fail on purpose (a language
// fetched offline): their failed requests and the console's "Failed to load" are no problem.
export function watch(page, label, expected = null) {
    const meant = (url) => expected !== null && expected.test(url || "");
    page.on("pageerror", (e) => problems.push(`${label}: page error: ${e.message}`));
    page.on("console", (m) => {
        if (m.type() === "error" && !meant(m.location()?.url)) {
            problems.push(`${label}: console error: ${m.text()}`);
        }
        // gl.js's warnings for an import no JS provides, or a plugin of another version
        if (m.type() === "warning" && /function in gl\.js|Missed function|version/i.test(m.text())) {
            problems.push(`${label}: console warning: ${m.text()}`);
        }
    });
    page.on("requestfailed", (r) => {
        if (!meant(r.url())) problems.push(`${label}: request failed: ${r.url()}`);
    });
    page.on("response", (r) => {
        if (r.status() >= 400 && !meant(r.url())) {
            problems.push(`${label}: HTTP ${r.status()} for ${r.url()}`);
        }
    });
}

export function assertNoProblems(where) {
    if (problems.length) {
        fail(`${where}:\n    ${problems.join("\n    ")}`);
    }
}

// Screenshots are in CSS pixels (scale "css"), whatever the device pixel ratio.
export async function shot(page, name) {
    step += 1;
    const file = join(SHOTS, `${String(step).padStart(2, "0")}-${name}.png`);
    const buffer = await page.screenshot({ scale: "css" });
    writeFileSync(file, buffer);
    console.log(`  screenshot ${file}`);
    return PNG.sync.read(buffer);
}

// Takes screenshots until `ok(png, previous)` holds (or `timeout` ms pass), saves the last one
// as this step's screenshot and returns it: no fixed sleeps for animations or the CPU's pause.
export async function until(page, name, ok, timeout = 15000) {
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

export function pixel(png, x, y) {
    const i = (Math.round(y) * png.width + Math.round(x)) * 4;
    return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

export const greenish = ([r, g, b]) => g > 70 && g > r * 1.3 && g > b * 1.15;

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
export function findBoard(png) {
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
export function findUndo(png, board) {
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
export function squareCentre(board, name) {
    const col = name.charCodeAt(0) - 97;
    const row = Number(name.slice(1)) - 1;
    return { x: board.x + (col + 0.5) * board.w / 8, y: board.y + (row + 0.5) * board.h / 8 };
}

export function discAt(png, board, name) {
    const c = squareCentre(board, name);
    const [r, g, b] = pixel(png, c.x, c.y + UI.sampleBelow * board.h / 8);
    const lum = 0.299 * r + 0.587 * g + 0.114 * b;
    if (lum < 60 && Math.abs(r - g) < 30) return "black";
    if (lum > 190) return "white";
    return "empty";
}

export function readBoard(png, board) {
    const cells = {};
    for (let row = 1; row <= 8; row++) {
        for (const col of "abcdefgh") {
            cells[col + row] = discAt(png, board, col + row);
        }
    }
    return cells;
}

export const count = (cells, colour) => Object.values(cells).filter((c) => c === colour).length;
const boardText = (cells) => Object.values(cells).map((c) => ({ black: "X", white: "O" }[c] || ".")).join("");

export const START = "...........................OX......XO...........................";

// The CPU has replied to the first move and the flips are over: six discs, the same twice.
export const replyDone = (png, previous) => previous !== null && boardOf(png) !== null &&
    boardOf(png) === boardOf(previous) && boardOf(png).replace(/\./g, "").length === 6 &&
    boardOf(png).includes("O");

export async function click(page, at) {
    const [x, y] = Array.isArray(at) ? at : [at.x, at.y];
    await page.mouse.click(x, y);
}

export const samePixels = (a, b) => a !== null && b !== null && a.width === b.width &&
    a.height === b.height && a.data.equals(b.data);

// Clicks at `at`, then waits until the picture differs from the one before the click and
// holds still (the screen the click leads to is up), as this step's screenshot `name`.
export async function clickAndSettle(page, at, name, timeout = 15000) {
    const before = PNG.sync.read(await page.screenshot({ scale: "css" }));
    await click(page, at);
    const png = await until(page, name, (p, previous) => !samePixels(p, before) && samePixels(p, previous), timeout);
    check(!samePixels(png, before), `${name}: the click at ${JSON.stringify(at)} changed the screen within ${timeout / 1000} s`);
    return png;
}

// The board on screen as 64 letters a1..h8 (X black, O white, . empty), or null.
export function boardOf(png) {
    const board = findBoard(png);
    return board ? boardText(readBoard(png, board)) : null;
}

// A notice bar across the top of the screen, lighter than the background.
export function noticeShown(png) {
    const lum = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
    return lum(pixel(png, 5, 10)) - lum(pixel(png, 5, png.height / 2)) > 6;
}

// The menu is up: the Easy button stands out from the background.
export function menuShown(png) {
    const lum = ([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b;
    const button = pixel(png, UI.menu.easy[0] - 150, UI.menu.easy[1]);
    const background = pixel(png, 5, 5);
    return Math.abs(lum(button) - lum(background)) > 6;
}

export async function waitFirstFrame(page) {
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

export async function loadPage(page, url) {
    await page.goto(url, { waitUntil: "load" });
    await waitFirstFrame(page);
}

// Opens `url` and returns the first console line that starts with `prefix` (null after 2 min).
export async function consoleLine(page, prefix, url) {
    const line = new Promise((ok) => page.on("console", (m) => {
        if (m.text().startsWith(prefix)) ok(m.text());
    }));
    await page.goto(url, { waitUntil: "load" });
    return Promise.race([line, page.waitForTimeout(120000).then(() => null)]);
}

export async function savedRecords(page) {
    return page.evaluate(() => {
        const out = {};
        for (let i = 0; i < localStorage.length; i++) {
            const k = localStorage.key(i);
            if (k.startsWith("reversi/")) out[k] = localStorage.getItem(k);
        }
        return out;
    });
}

export async function launch(profile) {
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: FLAGS,
        viewport: VIEWPORT,
    });
    const page = context.pages()[0] || (await context.newPage());
    return { context, page };
}


// Runs in the page before anything else: after each animation frame of the game, when
// window.reversiProbe is set, reads the board's squares straight from the WebGL drawing
// buffer (still intact within the frame's task) and notes the discs and the squeezed
// (mid-flip) ones. Every drawn frame is seen, which screenshots are too slow to do.
export function installFrameProbe() {
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
export async function probeMove(page, board, square) {
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

// ---- One fresh context each, in a browser the steps share ---------------------------------

export async function sharedBrowser(run) {
    run.browser ??= await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    return run.browser;
}

// A fresh context of the shared browser (launched by the first step that asks) and its page,
// watched under `label` (`expected`: see watch); `setup` (optional) runs on the context first.
export async function freshPage(run, label, options = {}, setup = null, expected = null) {
    const ctx = await (await sharedBrowser(run)).newContext({ viewport: VIEWPORT, ...options });
    if (setup) await setup(ctx);
    const page = await ctx.newPage();
    if (label) watch(page, label, expected);
    return { ctx, page };
}

// ---- A game one move before its end -------------------------------------------------------
// Black takes White's only disc on g4, saved as a tab would have saved it: the steps that need
// a finished game (tabs, idle) need no long game in software WebGL.
export const NEAR_END = "........" + "........" + "........" + "...XXO.." + "...XX..." + "........".repeat(3);
export const AT_END = "........" + "........" + "........" + "...XXXX." + "...XX..." + "........".repeat(3);
export const nearEndGame = (id) => JSON.stringify({
    version: 1, board: NEAR_END.replaceAll(".", "-") + " X", player: "black", opponent: "easy",
    seed: id, ply: 1, last_move: "", ended_once: false, time_ms: 0, id,
});
