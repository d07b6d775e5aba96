// End-to-end test of the browser build (target/web/, from build-web.sh) in Debian's Chromium,
// driven by playwright-core (never a downloaded browser). Serves the build on 127.0.0.1, fails
// on any page error, console error or failed request, and saves a screenshot of every step in
// target/e2e-web/ (look at them). Usage: node build-scripts/e2e-web.d/main.mjs
// (or build-scripts/e2e-web). The test is a list of named steps (STEPS, below) run in order; a
// failure names its step, and E2E_WEB_ONLY=NAME[,NAME...] runs only those (a11y, idle,
// offline, ...). The steps are in the files beside this one, one concern each; what they share
// is in common.mjs. Where the game draws comes from examples/layout.rs.
import { mkdirSync, rmSync, writeFileSync, existsSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { SITE, SHOTS, report, fail, serve, sharedBrowser } from "./common.mjs";
import { pageLoads, firstGame, reloadResumes, restartKeepsSaves, damagedSaves } from "./load-play.mjs";
import { twoTabs } from "./tabs.mjs";
import { idleProbes } from "./idle.mjs";
import { a11yMirror, a11yPass, a11yGerman, reducedMotion, forcedColors } from "./a11y.mjs";
import { storageSelftest, storageRefused, without, panicShown } from "./storage.mjs";
import { soundAndSettings, touch, german } from "./input.mjs";
import { bench } from "./bench.mjs";
import { offlineAppChecks } from "./offline.mjs";
import { languages } from "./languages.mjs";
import { shaped } from "./shaped.mjs";

// ---- The steps, in the order they run ------------------------------------------------------
// Each takes the run's state: { origin, profile, context, page, played, browser }. `needs`: the
// steps whose state it continues (the first visit's page and profile).
const STEPS = [
    { name: "load", run: pageLoads },
    { name: "play", run: firstGame, needs: ["load"] },
    { name: "reload", run: reloadResumes, needs: ["play"] },
    { name: "restart", run: restartKeepsSaves, needs: ["play"] },
    { name: "damaged", run: damagedSaves, needs: ["play"] },
    { name: "tabs", run: (run) => twoTabs(run.origin) },
    { name: "idle", run: (run) => idleProbes(run.origin) },
    { name: "a11y-mirror", group: "a11y", run: a11yMirror },
    { name: "a11y-pass", group: "a11y", run: a11yPass },
    { name: "a11y-german", group: "a11y", run: a11yGerman },
    { name: "reduced-motion", group: "a11y", run: reducedMotion },
    { name: "forced-colors", group: "a11y", run: forcedColors },
    { name: "storage", run: storageSelftest },
    { name: "storage-refused", run: storageRefused },
    { name: "no-webgl", run: (run) => without(run, "WebGL", () => { HTMLCanvasElement.prototype.getContext = () => null; }) },
    { name: "no-wasm", run: (run) => without(run, "WebAssembly", () => { delete window.WebAssembly; }) },
    { name: "touch", run: touch },
    { name: "sound", run: async (run) => soundAndSettings(await sharedBrowser(run), run.origin) },
    { name: "german", run: german },
    { name: "languages", run: languages },
    { name: "shaped", run: shaped },
    { name: "panic", run: panicShown },
    { name: "bench", run: bench },
    { name: "offline", run: offlineAppChecks },
];

// The steps to run: all, or those E2E_WEB_ONLY names (comma-separated; a group's name, such as
// a11y, stands for its steps) with what they need.
function chosenSteps(only) {
    if (!only) return STEPS;
    const wanted = new Set();
    const want = (name) => {
        const steps = STEPS.filter((s) => s.name === name || s.group === name);
        if (!steps.length) fail(`E2E_WEB_ONLY: no step "${name}" (steps: ${STEPS.map((s) => s.name).join(", ")})`);
        for (const step of steps) {
            (step.needs || []).forEach(want);
            wanted.add(step.name);
        }
    };
    only.split(",").map((n) => n.trim()).filter(Boolean).forEach(want);
    return STEPS.filter((s) => wanted.has(s.name));
}

// Runs the steps in order; a failure names its step. The page is served from 127.0.0.1.
async function main(steps, all) {
    if (!existsSync(join(SITE, "index.html"))) {
        fail(`no ${SITE}/index.html: run build-scripts/build-web.sh first`);
    }
    if (all) rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    const server = await serve();
    const run = { origin: `http://127.0.0.1:${server.address().port}`, browser: null, context: null };
    run.profile = mkdtempSync(join(tmpdir(), "reversi-e2e-profile-"));
    console.log(`serving ${SITE} at ${run.origin}; profile ${run.profile}; steps: ${steps.map((s) => s.name).join(" ")}`);
    let current = null;
    try {
        for (const step of steps) {
            current = step.name;
            console.log(`-- step ${step.name}`);
            await step.run(run);
        }
        current = null;
    } catch (e) {
        e.message = `step "${current}": ${e.message}`;
        throw e;
    } finally {
        await run.context?.close().catch(() => {});
        await run.browser?.close().catch(() => {});
        server.close();
        rmSync(run.profile, { recursive: true, force: true });
    }
    if (report.firstFrameMs !== undefined) console.log(`first frame ${Math.round(report.firstFrameMs)} ms after navigation`);
    if (report.firstFrameJaMs !== undefined) {
        console.log(`first frame in English ${Math.round(report.firstFrameEnMs)} ms, in Japanese ${Math.round(report.firstFrameJaMs)} ms after navigation (a fresh context each)`);
    }
    if (report.firstFrameArMs !== undefined) {
        console.log(`first frame in Arabic ${Math.round(report.firstFrameArMs)} ms, in Hindi ${Math.round(report.firstFrameHiMs)} ms after navigation (a fresh context each)`);
    }
    if (report.bench !== undefined) console.log(report.bench);
    if (all) writeFileSync(join(SHOTS, "report.json"), JSON.stringify(report, null, 2));
}

// E2E_WEB_ONLY=offline runs only the web app checks (quicker while working on them),
// E2E_WEB_ONLY=idle the idle probes, E2E_WEB_ONLY=a11y the accessibility steps; any step's name
// (or several, comma-separated) works.
const only = process.env.E2E_WEB_ONLY;
Promise.resolve().then(() => main(chosenSteps(only), !only)).then(
    () => {
        console.log("e2e-web: 1 passed, 0 failed");
    },
    (e) => {
        console.error(`e2e-web FAILED: ${e.message}`);
        console.log("e2e-web: 0 passed, 1 failed");
        process.exit(1);
    },
);
