// The first visit, on one browser profile (the run's `profile`, `context` and `page`, which these
// steps hand on to each other): the page loads and draws the menu, a first game with Undo, a
// reload and a browser restart keep the game and the statistics, and damaged saves are set
// aside with a notice.
import {
    UI, report, check, watch, assertNoProblems, until, pixel, findBoard, findUndo, squareCentre,
    discAt, readBoard, count, START, replyDone, click, clickAndSettle, boardOf, noticeShown,
    menuShown, waitFirstFrame, loadPage, savedRecords, launch,
} from "./common.mjs";

export async function pageLoads(run) {
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

export async function firstGame(run) {
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

export async function reloadResumes(run) {
    console.log("== reload: the game resumes where it was");
    const records = await savedRecords(run.page);
    check(Object.keys(records).some((k) => k.startsWith("reversi/game")),
        `the game is saved in localStorage (${Object.keys(records).join(", ")})`);
    await run.page.reload({ waitUntil: "load" });
    await waitFirstFrame(run.page);
    await resume(run, "reloaded");
    assertNoProblems("after reload");
}

export async function restartKeepsSaves(run) {
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

export async function damagedSaves(run) {
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
