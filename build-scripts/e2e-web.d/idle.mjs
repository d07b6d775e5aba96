// Rest while the player thinks (issue 21): over 10 s on the menu, on How to play, on a board
// waiting for the player and on the game-over screen, the animation frames the page asks for
// and the main thread's busy time (CDP TaskDuration). Frames while idle are behaviour: more
// than 2 a second fails (any, on How to play); the busy share is a figure.
import { rmSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import {
    centre, UI, check, watch, assertNoProblems, until, findBoard, squareCentre, START, click,
    samePixels, boardOf, menuShown, loadPage, launch, NEAR_END, AT_END, nearEndGame,
} from "./common.mjs";

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

export async function idleProbes(origin) {
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
