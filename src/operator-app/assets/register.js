// Installs the offline shell (sw.js) from every app page, so the first page a phone opens
// with network readies the offline page for later (docs/operator-app.md, "Offline shell").
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' });
}
