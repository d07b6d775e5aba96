// What the player is told when the page cannot do its work: the storage backend's self-test in
// the browser (?storagetest), storage refused, a browser without WebGL or WebAssembly, and a
// panic (?panictest), each on a fresh context of the shared browser.
import {
    check, assertNoProblems, shot, until, noticeShown, menuShown, waitFirstFrame, consoleLine,
    freshPage,
} from "./common.mjs";

// Waits (at most 15 s) until the page's own notice (#notice) is shown; says so if it is not
// (the check that reads it then fails with what it found).
async function noticeUp(page) {
    await page.waitForFunction(() => getComputedStyle(document.getElementById("notice")).display !== "none",
        null, { timeout: 15000 }).catch(() => console.log("  the page showed no notice within 15 s"));
}

export async function storageSelftest(run) {
    console.log("== the storage backend in the browser (?storagetest)");
    const { ctx, page } = await freshPage(run, "storage selftest");
    const selftest = await consoleLine(page, "storage selftest:", `${run.origin}/?storagetest`);
    check(selftest !== null && !/FAILED/.test(selftest) && /huge ok Err\(Full\)/.test(selftest),
        `storage backend in the browser: ${selftest}`);
    assertNoProblems("storage selftest");
    await ctx.close();
}

export async function storageRefused(run) {
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
export async function without(run, lacking, disable) {
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

export async function panicShown(run) {
    console.log("== a panic reaches the console and the page (?panictest)");
    const { ctx, page } = await freshPage(run, null);
    const logged = await consoleLine(page, "Reversi stopped:", `${run.origin}/?panictest`);
    await noticeUp(page);
    await shot(page, "panic");
    check(logged !== null && logged.includes("a test panic (?panictest)") && logged.includes("src/platform/web.rs"),
        `the panic message with its place: ${logged}`);
    await ctx.close();
}
