// ?debug&bench: Hard's search time in this browser, a figure for the report (main.mjs prints it).
import {
    report, check, assertNoProblems, shot, waitFirstFrame, consoleLine, freshPage,
} from "./common.mjs";

export async function bench(run) {
    console.log("== ?debug&bench: Hard's search time in this browser");
    const { ctx, page } = await freshPage(run, "bench");
    report.bench = await consoleLine(page, "bench hard:", `${run.origin}/?debug&bench`);
    check(report.bench !== null, `bench reported: ${report.bench}`);
    await waitFirstFrame(page);
    await shot(page, "bench");
    assertNoProblems("bench");
    await ctx.close();
}
