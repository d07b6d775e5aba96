// Without sight and without motion (issue 23): the page's accessible mirror (src/ui/mirror.rs,
// rendered by web/reversi.js) found and used the way a screen reader does, by roles and names
// only, never a click on the canvas (axe-core on every screen, a whole game, a pass, German);
// the system's reduced motion and forced colors.
import { createRequire } from "node:module";
import {
    L, UI, report, check, assertNoProblems, shot, until, pixel, findBoard, START, click, boardOf,
    menuShown, waitFirstFrame, loadPage, savedRecords, installFrameProbe, probeMove, freshPage,
} from "./common.mjs";

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
export async function axeCheck(page, name) {
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

export async function pressRole(page, role, name) {
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
export async function a11yMirror(run) {
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
        check(/^You played (d3|c4|f5|e6)/.test(log[0]) && / discs? turned\.$/.test(log[0]), `after the player's move: "${log[0]}"`);
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
export async function a11yPass(run) {
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
export async function a11yGerman(run) {
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
export async function reducedMotion(run) {
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
export async function forcedColors(run) {
    console.log("== high contrast from the system: forced-colors");
    await inA11yPage(run, "forced colors", { forcedColors: "active" }, null, async (page) => {
        await continuePassGame(run, page);
        const png = await until(page, "forced-colors-board", (p) => pixel(p, 5, 5).every((v) => v < 8));
        check(pixel(png, 5, 5).every((v) => v < 8), `forced-colors: the high-contrast look's black background (${pixel(png, 5, 5)})`);
        console.log(`  axe per screen: ${JSON.stringify(axeResults)}`);
    });
}
