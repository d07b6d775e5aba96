// Times Hard in Debian's Chromium: loads the browser build (target/web/, from build-web.sh)
// with `?debug&bench` N times (default 3) in one headless browser and prints each page's
// "bench hard:" line. Needs what ./build-scripts/e2e-web installs (chromium, the npm packages).
// Usage: node build-scripts/bench-web.mjs [N]
import { chromium } from "playwright-core";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { serveAt } from "./static-server.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SITE = resolve(process.env.WEB_DIR || join(ROOT, "target/web"));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const PAGES = Number(process.argv[2] || 3);

if (!existsSync(join(SITE, "index.html"))) {
    console.error(`no ${SITE}/index.html: run build-scripts/build-web.sh first`);
    process.exit(1);
}
const server = await serveAt(SITE, "/");
const origin = `http://127.0.0.1:${server.address().port}`;
const profile = mkdtempSync(join(tmpdir(), "reversi-bench-"));
const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--enable-unsafe-swiftshader", "--use-angle=swiftshader"],
    viewport: { width: 720, height: 900 },
});
let failed = false;
try {
    const page = context.pages()[0] || (await context.newPage());
    for (let i = 0; i < PAGES; i++) {
        const line = new Promise((ok) => {
            const seen = (m) => {
                if (m.text().startsWith("bench hard:")) {
                    page.off("console", seen);
                    ok(m.text());
                }
            };
            page.on("console", seen);
        });
        await page.goto(`${origin}/?debug&bench`, { waitUntil: "load" });
        const text = await Promise.race([line, page.waitForTimeout(120000).then(() => null)]);
        if (text === null) {
            console.error("no bench line within 120 s");
            failed = true;
            break;
        }
        console.log(text);
    }
} finally {
    await context.close();
    server.close();
    rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
