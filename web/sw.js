// The web app's service worker: keeps every file of the page in one cache, so the page
// starts without a network. precache.json (written by build-scripts/dist/precache.py) lists
// the files and a version made from their content; the cache is named after that version.
// Every language but English (its texts, its font, and for the languages drawn by shaping the
// module with the text path, reversi-shaped.wasm) is "lazy": fetched when a player needs it,
// then kept in the cache, and fetched anew into the next deployment's cache, so that the page
// starts offline in the player's language.
// At every start of the page, while the cached copy runs, this worker reads precache.json
// from the server; when its version is new, it fetches the new files into a new cache and
// then deletes the old one, so the next load runs the new deployment. Offline the check
// fails quietly. localStorage (the player's saves) is never touched.
"use strict";

// One deployment per scope: sites at other paths of the same host keep their own caches.
const PREFIX = "reversi " + self.registration.scope + " ";
const LIST = "precache.json";

// Fetches the deployment's files into the cache of its version; the list goes in last, so a
// cache holding it is complete. Then every other cache of this scope is deleted.
async function fetchDeployment() {
    const response = await fetch(new Request(LIST, { cache: "no-store" }));
    if (!response.ok) {
        throw new Error(`${LIST}: HTTP ${response.status}`);
    }
    const list = await response.clone().json();
    const name = PREFIX + list.version;
    const cache = await caches.open(name);
    if (!(await cache.match(LIST))) {
        // "reload": straight from the server, never a stale copy from the HTTP cache
        await cache.addAll(list.files.map((file) => new Request(file, { cache: "reload" })));
        // the languages the player had fetched, anew: the page still starts offline in them
        const before = await currentCache();
        for (const file of list.lazy || []) {
            if (before && (await before.match(file))) {
                const fresh = await fetch(new Request(file, { cache: "reload" }));
                if (fresh.ok) await cache.put(file, fresh);
            }
        }
        await cache.put(LIST, response);
    }
    for (const other of await caches.keys()) {
        if (other.startsWith(PREFIX) && other !== name) {
            await caches.delete(other);
        }
    }
}

// The complete cache of this scope (the newest if an update is just being finished).
async function currentCache() {
    const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
    for (const name of names.reverse()) {
        const cache = await caches.open(name);
        if (await cache.match(LIST)) {
            return cache;
        }
    }
    return null;
}

let checking = null;
function lookForUpdate() {
    if (!checking) {
        checking = fetchDeployment().catch(() => {}).finally(() => { checking = null; });
    }
    return checking;
}

self.addEventListener("install", (event) => {
    event.waitUntil(fetchDeployment().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
    event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== "GET" || url.origin !== self.location.origin) {
        return;
    }
    const scope = new URL(self.registration.scope);
    // the page itself under any query (?debug, ?bench): index.html
    const key = request.mode === "navigate" && url.pathname === scope.pathname
        ? new URL("index.html", scope).href
        : request;
    if (request.mode === "navigate") {
        event.waitUntil(lookForUpdate());
    }
    event.respondWith((async () => {
        const cache = await currentCache();
        const hit = cache && (await cache.match(key, { ignoreSearch: true }));
        if (hit) return hit;
        const response = await fetch(request);
        // a language's texts, font or module, fetched when the player needed it: kept from
        // now on
        const path = url.pathname.slice(scope.pathname.length);
        if (cache && response.ok && /^((locales|fonts)\/|reversi-shaped\.wasm$)/.test(path)) {
            await cache.put(request, response.clone());
        }
        return response;
    })());
});
