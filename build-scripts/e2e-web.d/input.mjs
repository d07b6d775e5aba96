// Input and settings: sound and the settings screen (issue 10: Sound Off kept across a reload,
// the animation setting seen frame by frame), touch on a phone-like screen, and the language
// from navigator.language.
import {
    VIEWPORT, centre, UI, check, watch, assertNoProblems, shot, until, pixel, findBoard, findUndo,
    squareCentre, discAt, START, replyDone, click, boardOf, menuShown, waitFirstFrame, loadPage,
    savedRecords, installFrameProbe, probeMove, freshPage,
} from "./common.mjs";

const SETTINGS = {
    menuButton: centre("MENU_SETTINGS"),
    soundOn: centre("SETTINGS_SOUND_ON"),
    soundOff: centre("SETTINGS_SOUND_OFF"),
    animationNormal: centre("SETTINGS_ANIMATION_NORMAL"),
    animationOff: centre("SETTINGS_ANIMATION_OFF"),
    contrastHigh: centre("SETTINGS_CONTRAST_HIGH"),
    back: centre("SETTINGS_BACK"),
};

// A chosen settings button is drawn in the "on" green; the others in the button grey.
const chosen = (png, [x, y]) => {
    const [r, g] = pixel(png, x - 60, y);
    return g > 90 && g > r + 40;
};

// The game screen's Menu button.
const GAME_MENU = centre("GAME_MENU");

export async function soundAndSettings(browser, origin) {
    console.log("== sound: no console error from audio before or after the first click");
    const ctx = await browser.newContext({ viewport: VIEWPORT });
    await ctx.addInitScript(installFrameProbe);
    const page = await ctx.newPage();
    watch(page, "sound and settings");
    await loadPage(page, `${origin}/`);
    let png = await until(page, "sound-menu", menuShown);
    const audio = () => page.evaluate(() => ({
        loaded: typeof audio_context !== "undefined" && audio_context !== null,
        state: typeof audio_context !== "undefined" && audio_context ? audio_context.state : "none",
        decoded: typeof sounds !== "undefined" ? sounds.size : -1,
    }));
    const before = await audio();
    check(before.loaded, `audio.js loaded, Web Audio context ${before.state} before any click`);
    check(before.decoded === 3, `the three sounds decoded before the first click (${before.decoded})`);
    assertNoProblems("audio before the first click");

    console.log("== Settings: Sound Off, then a reload keeps it");
    await click(page, SETTINGS.menuButton);
    png = await until(page, "settings", (p) => chosen(p, SETTINGS.soundOn));
    check(chosen(png, SETTINGS.soundOn) && !chosen(png, SETTINGS.soundOff), "the settings screen: Sound On chosen");
    const after = await audio();
    check(after.state === "running", `Web Audio running after the first click (${after.state})`);
    await click(page, SETTINGS.soundOff);
    png = await until(page, "sound-off", (p) => chosen(p, SETTINGS.soundOff));
    check(chosen(png, SETTINGS.soundOff) && !chosen(png, SETTINGS.soundOn), "Sound Off chosen");
    const saved = (await savedRecords(page))["reversi/settings.json"] || "";
    check(/"sound":false/.test(saved), `muted in the saved settings (${saved})`);
    await page.reload({ waitUntil: "load" });
    await waitFirstFrame(page);
    await until(page, "reloaded-menu", menuShown);
    await click(page, SETTINGS.menuButton);
    png = await until(page, "settings-after-reload", (p) => chosen(p, SETTINGS.soundOff));
    check(chosen(png, SETTINGS.soundOff) && !chosen(png, SETTINGS.soundOn), "still Sound Off after the reload");

    console.log("== Animation Normal (the probe's control): the flips are drawn over several frames");
    await click(page, SETTINGS.back);
    await until(page, "menu-normal", menuShown);
    await click(page, UI.menu.easy);
    png = await until(page, "normal-start", (p) => boardOf(p) === START);
    const board = findBoard(png);
    check(board !== null, "board found");
    const normal = await probeMove(page, board, "d3");
    check(normal.squeezed > 0, `flip frames seen with Normal animation: ${normal.squeezed} of ${normal.frames.length} frames`);

    console.log("== Animation Off: the CPU's reply after its pause, with no flip frames");
    await click(page, GAME_MENU);
    await until(page, "menu-for-settings", menuShown);
    await click(page, SETTINGS.menuButton);
    await until(page, "settings-again", (p) => chosen(p, SETTINGS.soundOff));
    await click(page, SETTINGS.animationOff);
    png = await until(page, "animation-off", (p) => chosen(p, SETTINGS.animationOff));
    check(chosen(png, SETTINGS.animationOff), "Animation Off chosen");
    await click(page, SETTINGS.back);
    await until(page, "menu-again", menuShown);
    await click(page, UI.menu.easy);
    png = await until(page, "anim-off-start", (p) => boardOf(p) === START);
    // Screenshots are too slow here to time the reply: the page also notes when each move is
    // saved (the game is saved in the frame a move is made) with the move number (ply).
    await page.evaluate(() => {
        window.reversiSaves = [];
        let last = localStorage.getItem("reversi/game.json");
        const poll = () => {
            const now = localStorage.getItem("reversi/game.json");
            if (now !== last) {
                last = now;
                const ply = /"ply":(\d+)/.exec(now || "");
                window.reversiSaves.push({ t: performance.now(), ply: ply ? Number(ply[1]) : -1 });
            }
        };
        window.reversiPoll = setInterval(poll, 4);
    });
    const off = await probeMove(page, board, "d3");
    png = await shot(page, "anim-off-replied");
    const saves = await page.evaluate(() => { clearInterval(window.reversiPoll); return window.reversiSaves; });
    console.log(`  saves (ms: ply): ${saves.map((x) => `${Math.round(x.t)}:${x.ply}`).join(" ")}`);
    check(boardOf(png).replace(/\./g, "").length === 6, "the CPU replied");
    check(off.squeezed === 0, `no flip frames: 0 of ${off.frames.length} frames drawn after the click`);
    const mine = saves.find((x) => x.ply === 1);
    const reply = saves.find((x) => x.ply === 2);
    const pause = mine && reply ? reply.t - mine.t : -1;
    // The page has one thread: the poll sees the move's save only when the frame that made
    // it has ended, while the game's pause counts from that frame's start, so a slow frame
    // shortens the gap as seen here (367 ms once, with an 83 ms frame). The frames' own gap
    // (`off.pause`, below) holds the pause to 400 ms.
    check(pause >= 300 && pause < 3000, `the reply came after the CPU's pause: saved ${Math.round(pause)} ms after the move`);
    check(off.pause >= 400 && off.pause < 3000,
        `on screen: the reply's frame began ${Math.round(off.pause)} ms after the move's frame`);
    assertNoProblems("sound and settings");
    await ctx.close();
}

export async function touch(run) {
    console.log("== touch on a phone-like screen (device pixel ratio 2): tap Easy, a dot, Undo");
    const { ctx, page } = await freshPage(run, "touch", { hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await loadPage(page, `${run.origin}/`);
    const size = await page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio,
        document.getElementById("glcanvas").width, document.getElementById("glcanvas").height]);
    check(size[3] === size[0] * size[2] && size[4] === size[1] * size[2],
        `canvas ${size[3]}×${size[4]} for ${size[0]}×${size[1]} at ratio ${size[2]}`);
    const tap = async ([x, y]) => page.touchscreen.tap(x, y);
    await until(page, "touch-menu", menuShown);
    await tap(UI.menu.easy);
    let png = await until(page, "touch-easy", (p) => boardOf(p) === START);
    const board = findBoard(png);
    check(board !== null && boardOf(png) === START, `tapping Easy starts a game (board at ${JSON.stringify(board)})`);
    const undoAt = findUndo(png, board);
    check(undoAt !== null, `Undo button found at ${undoAt}`);
    const d3 = squareCentre(board, "d3");
    await tap([d3.x, d3.y]);
    png = await until(page, "touch-d3", (p) => discAt(p, board, "d3") === "black");
    check(discAt(png, board, "d3") === "black", "tapping d3 places a black disc");
    png = await until(page, "touch-cpu-replied", replyDone);
    check(replyDone(png, png), "the CPU replied");
    await tap(undoAt);
    png = await until(page, "touch-undo", (p) => boardOf(p) === START);
    check(boardOf(png) === START, "tapping Undo restores the start position");
    assertNoProblems("touch");
    await ctx.close();
}

export async function german(run) {
    console.log("== the language follows navigator.language (de-DE)");
    const { ctx, page } = await freshPage(run, "German", { locale: "de-DE" });
    await loadPage(page, `${run.origin}/`);
    const lang = await page.evaluate(() => [navigator.language, document.documentElement.lang]);
    await shot(page, "german");
    check(lang[0] === "de-DE" && lang[1] === "de", `navigator.language ${lang[0]}, html lang ${lang[1]}`);
    assertNoProblems("German");
    await ctx.close();
}
