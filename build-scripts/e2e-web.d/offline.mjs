// The installable offline web app (web/manifest.webmanifest, web/offline.js, sw.js), served
// from a sub-path of its own server: installable, playable offline with its save, and updated
// on the next load after a new deployment.
import { PNG } from "pngjs";
import { readFileSync, rmSync, writeFileSync, mkdtempSync, cpSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { serveAt } from "../static-server.mjs";
import {
    ROOT, SITE, UI, check, watch, assertNoProblems, until, pixel, greenish, findBoard, squareCentre,
    discAt, START, replyDone, click, boardOf, menuShown, waitFirstFrame, loadPage, savedRecords,
    launch,
} from "./common.mjs";

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
export async function offlineAppChecks() {
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
