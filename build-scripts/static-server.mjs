// The static file server of the browser scripts (e2e-web.d/, bench-web.mjs), on 127.0.0.1.
import { createServer } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";

const MIME = {
    ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm", ".svg": "image/svg+xml", ".png": "image/png",
    ".ttf": "font/ttf", ".json": "application/json", ".webmanifest": "application/manifest+json",
};

// Serves `dir` under the path `prefix` (like https://host/games/reversi/) on `port` (0: any);
// every other path is a 404.
export function serveAt(dir, prefix, port = 0) {
    const server = createServer((req, res) => {
        const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
        if (!path.startsWith(prefix)) {
            res.writeHead(404).end("not found");
            return;
        }
        const rest = normalize("/" + path.slice(prefix.length));
        const file = join(dir, rest.endsWith("/") ? rest + "index.html" : rest);
        if (!file.startsWith(dir) || !existsSync(file)) {
            res.writeHead(404).end("not found");
            return;
        }
        res.writeHead(200, { "content-type": MIME[extname(file)] || "application/octet-stream" });
        res.end(readFileSync(file));
    });
    return new Promise((ok) => server.listen(port, "127.0.0.1", () => ok(server)));
}
