// The phone's outbox (docs/operator-app.md, "Proof and the outbox"): a proof is put in IndexedDB
// first, with the idempotency key minted with the form, then sent; a proof that could not be sent
// waits and is sent again when the network returns (the server takes a key once). Photos of 2 MB
// or less go as taken (their EXIF kept); larger ones are shrunk to 1600 px JPEG on the phone.

(() => {
  var DB = 'errand-outbox',
    STORE = 'proofs';
  var statusEl = document.getElementById('outbox-status');
  function say(which) {
    if (!statusEl) return;
    statusEl.hidden = false;
    statusEl.textContent = statusEl.dataset[which] || '';
  }
  function db() {
    return new Promise((resolve, reject) => {
      var open = indexedDB.open(DB, 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore(STORE, { keyPath: 'key' });
      };
      open.onsuccess = () => {
        resolve(open.result);
      };
      open.onerror = () => {
        reject(open.error);
      };
    });
  }
  function tx(mode, fn) {
    return db().then(
      (d) =>
        new Promise((resolve, reject) => {
          var t = d.transaction(STORE, mode);
          var out = fn(t.objectStore(STORE));
          t.oncomplete = () => {
            resolve(out?.result);
          };
          t.onerror = () => {
            reject(t.error);
          };
        }),
    );
  }
  function base64(blob) {
    return new Promise((resolve) => {
      var r = new FileReader();
      r.onload = () => {
        resolve(String(r.result).split(',')[1]);
      };
      r.readAsDataURL(blob);
    });
  }
  function shrink(file) {
    if (file.size <= 2 * 1024 * 1024) return Promise.resolve(file);
    return createImageBitmap(file).then((img) => {
      var scale = Math.min(1, 1600 / Math.max(img.width, img.height));
      var c = document.createElement('canvas');
      c.width = Math.round(img.width * scale);
      c.height = Math.round(img.height * scale);
      c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
      return new Promise((resolve) => {
        c.toBlob(resolve, 'image/jpeg', 0.8);
      });
    });
  }
  function send(item) {
    return fetch(item.url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'csrf-token': item.csrf },
      body: JSON.stringify(item.body),
    }).then((res) => {
      // Answered (taken, or refused for good): out of the outbox. 5xx: it waits.
      if (res.status >= 500) throw new Error(`server ${res.status}`);
      return tx('readwrite', (s) => s.delete(item.key)).then(() =>
        res.json().then((j) => ({ ok: res.ok, body: j })),
      );
    });
  }
  var flushing = false;
  // A flush asked for while one runs (the network came back while an offline send was failing)
  // runs again after it: dropped, the proof would wait in the outbox until the next page load.
  var again = false;
  function flush() {
    if (flushing) {
      again = true;
      return Promise.resolve();
    }
    flushing = true;
    again = false;
    return tx('readonly', (s) => s.getAll())
      .then((items) =>
        (items || []).reduce(
          (p, item) =>
            p.then(() => {
              say('sending');
              return send(item).then(
                (r) => {
                  say(r.ok ? 'sent' : 'failed');
                  var onForm = document.querySelector('form[data-proof]');
                  if (r.ok && r.body.redirect && onForm) location.assign(r.body.redirect);
                },
                () => {
                  say('queued');
                },
              );
            }),
          Promise.resolve(),
        ),
      )
      .then(settle, settle);
  }
  // The `online` event is not enough on a phone: it can fire before the network carries anything
  // (a captive portal, a weak signal), or not at all (a browser that missed the change). While a
  // proof waits, the outbox tries again on a backing-off timer, 5 s up to a minute.
  var retryMs = 0;
  var retryTimer = 0;
  function settle() {
    flushing = false;
    if (again) return flush();
    return tx('readonly', (s) => s.count()).then(
      (n) => {
        clearTimeout(retryTimer);
        if (!n) {
          retryMs = 0;
          return;
        }
        retryMs = Math.min(60000, retryMs ? retryMs * 2 : 5000);
        retryTimer = setTimeout(flush, retryMs);
      },
      () => {},
    );
  }
  var form = document.querySelector('form[data-proof]');
  if (form)
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      var file = form.elements.photo.files[0];
      if (!file) return;
      var answers = {};
      Array.prototype.forEach.call(form.elements, (el) => {
        if (el.name?.indexOf('a.') !== 0) return;
        if ((el.type === 'radio' || el.type === 'checkbox') && !el.checked) return;
        answers[el.name.slice(2)] = el.value;
      });
      var located = new Promise((resolve) => {
        if (!navigator.geolocation) return resolve(null);
        navigator.geolocation.getCurrentPosition(
          (p) => {
            resolve(p.coords);
          },
          () => {
            resolve(null);
          },
          { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
        );
      });
      Promise.all([shrink(file).then(base64), located])
        .then((got) => {
          var coords = got[1];
          var item = {
            key: form.elements.key.value,
            url: form.action,
            csrf: form.dataset.csrf,
            body: {
              key: form.elements.key.value,
              photos: [got[0]],
              lat: coords ? coords.latitude : 0,
              lng: coords ? coords.longitude : 0,
              captured_at: new Date(file.lastModified || Date.now()).toISOString(),
              answers: answers,
            },
          };
          return tx('readwrite', (s) => s.put(item));
        })
        .then(() => {
          say('queued');
          return flush();
        });
    });
  window.addEventListener('online', flush);
  flush();
})();
