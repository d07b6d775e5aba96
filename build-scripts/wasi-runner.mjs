// Runs a wasm32-wasip1 test binary under Node's built-in WASI, for
//   CARGO_TARGET_WASM32_WASIP1_RUNNER="node build-scripts/wasi-runner.mjs"
// Arguments: the .wasm file, then the test binary's own arguments. Exits with its exit code.
import { readFile } from "node:fs/promises";
import { argv, env, exit } from "node:process";
import { WASI } from "node:wasi";

const [wasmPath, ...args] = argv.slice(2);
const wasi = new WASI({
    version: "preview1",
    args: [wasmPath, ...args],
    env,
    preopens: { "/": "/" },
    returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance));
