// The languages (SPEC R-I18N-4, R-I18N-5): a page opened by a browser set to Japanese,
// Korean, either Chinese, Russian, Spanish, French, Vietnamese, Ukrainian, Greek, Czech,
// Swedish, Hungarian, Romanian or Malay starts in that language, the page's
// <html lang> with it, though the page carries English alone and fetches the rest; after one
// visit it starts offline in Japanese again; axe finds nothing on the Japanese board; and a
// language that cannot be fetched (offline, never fetched) leaves the game as it was, with a
// notice. The first frame in Japanese is timed beside English's.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, report, check, fail, shot, loadPage, freshPage } from "./common.mjs";
import { axeCheck, pressRole } from "./a11y.mjs";

// A message of a locale, as the file has it (single-line messages only).
export function message(lang, id) {
    for (const file of ["main.ftl", "core.ftl"]) {
        const text = readFileSync(join(ROOT, "locales", lang, file), "utf8");
        const line = text.split("\n").find((l) => l.startsWith(`${id} = `));
        if (line) return line.slice(id.length + 3).trim();
    }
    fail(`locales/${lang}: no ${id}`);
}

// The mirror's prompt (menu-choose-opponent), once the game described its menu.
export async function prompt(page) {
    await page.waitForFunction(() => document.querySelector("#reversi-mirror p") !== null, null, { timeout: 20000 });
    return page.evaluate(() => document.querySelector("#reversi-mirror p").textContent);
}

// The time from navigation to the game's first drawn frame (web/reversi.js notes it).
export const firstFrame = (page) => page.evaluate(() => window.reversiTiming.firstFrame);

async function startsIn(run, browserLocale, lang) {
    const { ctx, page } = await freshPage(run, `languages ${browserLocale}`, { locale: browserLocale });
    try {
        await loadPage(page, run.origin + "/");
        const said = await prompt(page);
        const want = message(lang, "menu-choose-opponent");
        check(said === want, `a ${browserLocale} browser: the game starts in ${lang} ("${said}")`);
        const htmlLang = await page.evaluate(() => document.documentElement.lang);
        check(htmlLang === lang, `a ${browserLocale} browser: <html lang="${htmlLang}">`);
        await shot(page, `languages-${lang}`);
        return await firstFrame(page);
    } finally {
        await ctx.close();
    }
}

// The paths the service worker keeps, once it keeps every one of `want` (or after 15 s).
export async function keptFiles(page, want) {
    return page.evaluate(async (want) => {
        await navigator.serviceWorker.ready;
        const end = Date.now() + 15000;
        for (;;) {
            const files = [];
            for (const name of await caches.keys()) {
                for (const request of await (await caches.open(name)).keys()) files.push(new URL(request.url).pathname);
            }
            if (want.every((f) => files.includes(f)) || Date.now() > end) return files;
            await new Promise((ok) => setTimeout(ok, 200));
        }
    }, want);
}

// Offline, the page loaded again starts in `lang` (`name` in English).
export async function startsOfflineIn(ctx, page, lang, name) {
    await ctx.setOffline(true);
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => window.reversiTiming && window.reversiTiming.firstFrame !== null, null, { timeout: 30000 });
    check(await prompt(page) === message(lang, "menu-choose-opponent"), `offline after one visit: it starts in ${name} again`);
    await shot(page, `${lang}-offline`);
}

export async function languages(run) {
    // English, for the first frames' comparison
    report.firstFrameEnMs = await startsIn(run, "en-US", "en");
    for (const [locale, lang] of [
        ["ko-KR", "ko"], ["zh-CN", "zh-Hans"], ["zh-TW", "zh-Hant"], ["ru-RU", "ru"],
        ["es-ES", "es"], ["fr-FR", "fr"], ["vi-VN", "vi"], ["uk-UA", "uk"], ["el-GR", "el"],
        ["cs-CZ", "cs"], ["sv-SE", "sv"], ["hu-HU", "hu"], ["ro-RO", "ro"], ["ms-MY", "ms"],
    ]) {
        await startsIn(run, locale, lang);
    }

    // Japanese: timed, its board checked by axe, then offline again from the service worker
    const { ctx, page } = await freshPage(run, "languages ja", { locale: "ja-JP" });
    try {
        await loadPage(page, run.origin + "/");
        check(await prompt(page) === message("ja", "menu-choose-opponent"), "a ja-JP browser: the game starts in Japanese");
        report.firstFrameJaMs = await firstFrame(page);
        console.log(`  first frame: English ${Math.round(report.firstFrameEnMs)} ms, Japanese ${Math.round(report.firstFrameJaMs)} ms after navigation`);
        const easy = message("ja", "opponent-easy");
        await pressRole(page, "button", easy);
        await page.getByRole("grid").waitFor({ state: "attached" });
        await axeCheck(page, "the Japanese board");
        await shot(page, "languages-ja-board");
        // the service worker has the page, and the Japanese texts and font it fetched
        // (the worker takes the page over after its first files: it keeps the language then)
        const cached = await keptFiles(page, ["/locales/ja.ftl", "/fonts/ja.otf"]);
        check(cached.includes("/locales/ja.ftl") && cached.includes("/fonts/ja.otf"),
            `the Japanese texts and font are kept for offline play (the cache: ${cached.join(" ")})`);
        check(!cached.includes("/locales/ko.ftl"), "a language never asked for is not fetched");
        await startsOfflineIn(ctx, page, "ja", "Japanese");
    } finally {
        await ctx.close();
    }

    // offline before Korean was ever fetched: choosing it says so, and English stays
    const second = await freshPage(run, "languages offline", { locale: "en-US" }, null,
        /\/(locales\/ko\.ftl|fonts\/ko\.otf)$/);
    try {
        const p = second.page;
        await loadPage(p, run.origin + "/");
        await p.evaluate(() => navigator.serviceWorker.ready);
        await second.ctx.setOffline(true);
        await pressRole(p, "button", "Settings");
        await pressRole(p, "button", "Language: English");
        await pressRole(p, "button", "한국어");
        await p.waitForFunction(() => /could not be loaded/.test(document.getElementById("reversi-live")?.textContent || ""), null, { timeout: 20000 })
            .catch(() => fail("no notice that Korean could not be loaded (offline)"));
        const lang = await p.evaluate(() => document.documentElement.lang);
        check(lang === "en", "the language stays English when Korean cannot be fetched");
        await shot(p, "languages-unavailable");
    } finally {
        await second.ctx.close();
    }
}
