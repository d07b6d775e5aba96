// The languages drawn by shaping (issue 65): a page opened by a browser set to Arabic,
// Persian, Hebrew, Hindi, Bengali or Thai starts in that language with its <html lang> and
// dir, from the module with the text path (reversi-shaped.wasm), which an English page never
// fetches; the English page's list offers the six, and choosing one starts the page again in
// it; Persian counts in Persian digits; axe finds nothing on the Arabic board, whose grid
// stays left to right; after one visit the Arabic page starts offline. The first frames in
// Arabic and Hindi are timed beside English's (languages.mjs).
import { report, check, shot, until, loadPage, freshPage } from "./common.mjs";
import { axeCheck, pressRole } from "./a11y.mjs";
import { message, prompt, firstFrame, keptFiles, startsOfflineIn } from "./languages.mjs";

const RTL = ["ar", "fa", "he"];

// The modules the page fetched.
const modules = (page) => page.evaluate(() => performance.getEntriesByType("resource")
    .map((e) => new URL(e.name).pathname).filter((p) => p.endsWith(".wasm")));

// A fresh page of a `locale` browser, started; checks its language, lang, dir and module.
async function opened(run, locale, lang) {
    const { ctx, page } = await freshPage(run, `shaped ${locale}`, { locale });
    await loadPage(page, run.origin + "/");
    const said = await prompt(page);
    check(said === message(lang, "menu-choose-opponent"), `a ${locale} browser: the game starts in ${lang} ("${said}")`);
    const [htmlLang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    const want = RTL.includes(lang) ? "rtl" : "ltr";
    check(htmlLang === lang && dir === want, `a ${locale} browser: <html lang="${htmlLang}" dir="${dir}">`);
    const fetched = await modules(page);
    // (the second time, if any, through the service worker, to keep it: web/offline.js)
    check(fetched.length >= 1 && fetched.every((f) => f === "/reversi-shaped.wasm"),
        `a ${locale} browser: the module with the text path (${fetched.join(" ")})`);
    return { ctx, page };
}

export async function shaped(run) {
    const english = await freshPage(run, "shaped en-US", { locale: "en-US" });
    try {
        const page = english.page;
        await loadPage(page, run.origin + "/");
        const fetched = await modules(page);
        check(fetched.length >= 1 && fetched.every((f) => f === "/reversi.wasm"), `an English page fetches reversi.wasm alone (${fetched.join(" ")})`);
        // its list offers the six, each name drawn as one glyph of it shaped
        await pressRole(page, "button", "Settings");
        await pressRole(page, "button", "Language: English");
        // End on the canvas: the list's last rows, the six among them
        await page.locator("#glcanvas").focus();
        await page.keyboard.press("End");
        await until(page, "shaped-default-list", (png, previous) => previous !== null && png.data.equals(previous.data));
        // Arabic chosen there: saved, and the page starts again in the shaped module
        const arabic = page.getByRole("button", { name: message("ar", "language-name"), exact: true });
        await Promise.all([page.waitForEvent("load", { timeout: 30000 }), arabic.press("Enter")]);
        await page.waitForFunction(() => window.reversiTiming && window.reversiTiming.firstFrame !== null, null, { timeout: 30000 });
        check(await prompt(page) === message("ar", "menu-choose-opponent"), "Arabic chosen in the default module's list: the page starts again in Arabic");
        const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
        const now = await modules(page);
        check(lang === "ar" && dir === "rtl" && now.length >= 1 && now.every((f) => f === "/reversi-shaped.wasm"),
            `... with <html lang="${lang}" dir="${dir}"> and the shaped module (${now.join(" ")})`);
        await shot(page, "shaped-chosen-ar");
    } finally {
        await english.ctx.close();
    }

    for (const [locale, lang] of [["he-IL", "he"], ["hi-IN", "hi"], ["bn-BD", "bn"], ["th-TH", "th"]]) {
        const { ctx, page } = await opened(run, locale, lang);
        try {
            if (lang === "hi") report.firstFrameHiMs = await firstFrame(page);
            await shot(page, `shaped-${lang}`);
        } finally {
            await ctx.close();
        }
    }

    // Persian: a game's counts in Persian digits (squares stay a1-h8)
    {
        const { ctx, page } = await opened(run, "fa-IR", "fa");
        try {
            await pressRole(page, "button", message("fa", "opponent-easy"));
            await page.getByRole("grid").waitFor({ state: "attached" });
            const text = await page.evaluate(() => document.getElementById("reversi-mirror").textContent);
            check(/[۰-۹]/.test(text) && !/[٠-٩]/.test(text), "Persian counts in Persian digits (۰-۹)");
            await shot(page, "shaped-fa-board");
        } finally {
            await ctx.close();
        }
    }

    // Arabic: timed, its board checked by axe, then offline again from the service worker
    const { ctx, page } = await opened(run, "ar-EG", "ar");
    try {
        report.firstFrameArMs = await firstFrame(page);
        console.log(`  first frame: English ${Math.round(report.firstFrameEnMs)} ms, Arabic ${Math.round(report.firstFrameArMs)} ms, Hindi ${Math.round(report.firstFrameHiMs)} ms after navigation`);
        await shot(page, "shaped-ar");
        await pressRole(page, "button", message("ar", "opponent-easy"));
        await page.getByRole("grid").waitFor({ state: "attached" });
        const gridDir = await page.evaluate(() => document.querySelector("#reversi-mirror [role=grid]").dir);
        check(gridDir === "ltr", "the Arabic board's grid stays left to right (a1 first)");
        await axeCheck(page, "the Arabic board");
        await shot(page, "shaped-ar-board");
        const want = ["/reversi-shaped.wasm", "/locales/ar.ftl", "/fonts/ar.ttf"];
        const cached = await keptFiles(page, want);
        check(want.every((f) => cached.includes(f)), `the Arabic module, texts and font are kept for offline play (${want.join(" ")})`);
        await startsOfflineIn(ctx, page, "ar", "Arabic");
    } finally {
        await ctx.close();
    }
}
