// Two tabs on one localStorage (issue 11): each tab finishes a game; the statistics count both
// (each write merges into the record as stored), and the tab whose saved game another tab
// replaced says it no longer saves its game. The games start one move before their end
// (common.mjs's nearEndGame).
import { rmSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import {
    L, UI, check, watch, assertNoProblems, until, pixel, findBoard, squareCentre, click,
    clickAndSettle, boardOf, menuShown, loadPage, launch, NEAR_END, AT_END, nearEndGame,
} from "./common.mjs";

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

export async function twoTabs(origin) {
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
