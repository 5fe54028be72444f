// The Operator app's service worker: the offline shell. Pages come from the network; when there
// is none, the offline page says the outbox keeps proofs (assets/outbox.js sends them).

var CACHE = 'errand-app-v2';
var SHELL = [
  '/app/offline',
  '/app/assets/app.css',
  '/app/assets/outbox.js',
  '/app/assets/locate.js',
  '/app/assets/register.js',
];
self.addEventListener('install', (e) => {
  e.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (e) => {
  // Older shells' caches go: a phone keeps only this version's files.
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (e) => {
  var req = e.request;
  if (req.method !== 'GET') return;
  if (req.mode === 'navigate') {
    e.respondWith(fetch(req).catch(() => caches.match('/app/offline')));
  } else if (req.url.indexOf('/app/assets/') !== -1) {
    e.respondWith(fetch(req).catch(() => caches.match(req)));
  }
});
