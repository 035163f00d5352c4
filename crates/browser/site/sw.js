// Keeps the whole site on the device, so that it opens and makes kits with the network
// gone. build.sh writes this version's name and files below; a new version is cached whole
// beside the old one and replaces it when it is ready, never mixed with it.
const VERSION = "boardgen-@VERSION@";
const FILES = [@FILES@];

self.addEventListener("install", (e) => {
  e.waitUntil(
    caches.open(VERSION).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith("boardgen-") && k !== VERSION).map((k) => caches.delete(k)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  // The site's own files only; a form posted to a server (without the engine) goes there.
  // The page is the same whatever language the browser asks for (`Vary` is the server's).
  if (e.request.method !== "GET" || url.origin !== self.location.origin) return;
  e.respondWith(
    caches.open(VERSION)
      .then((c) => c.match(e.request, { ignoreSearch: true, ignoreVary: true }))
      .then((hit) => hit || fetch(e.request)),
  );
});
