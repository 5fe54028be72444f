// Passkeys in the console (docs/console.md, "Two-factor sign-in"): adds one on the account page
// and signs in with one on the second step, through @simplewebauthn/browser (the global
// SimpleWebAuthnBrowser). Buttons stay hidden where the browser has no WebAuthn.
(() => {
  var headers = JSON.parse(document.body.getAttribute('hx-headers') || '{}');
  var webauthn = window.SimpleWebAuthnBrowser;
  var supported = !!(window.PublicKeyCredential && webauthn);
  document.querySelectorAll('.passkey-only').forEach((el) => {
    el.hidden = !supported;
  });
  if (!supported) return;

  function post(url, body) {
    return fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': headers['x-csrf-token'] },
      body: JSON.stringify(body || {}),
    }).then((res) =>
      res
        .json()
        .catch(() => ({}))
        .then((json) => ({ ok: res.ok, json: json })),
    );
  }
  function say(text) {
    var el = document.getElementById('passkey-status');
    if (el) el.textContent = text;
  }

  var add = document.getElementById('add-passkey');
  if (add)
    add.addEventListener('click', () => {
      say('Follow your browser\u2019s prompt\u2026');
      post('/console/account/passkeys/options')
        .then((opts) => {
          if (!opts.ok) throw new Error(opts.json.error || 'refused');
          return webauthn.startRegistration({ optionsJSON: opts.json });
        })
        .then((response) => {
          var label = document.getElementById('passkey-label').value;
          return post('/console/account/passkeys', { response: response, label: label });
        })
        .then((done) => {
          if (done.ok) window.location.assign('/console/account/2fa?done=passkey_added');
          else say(done.json.error || 'The passkey was not added.');
        })
        .catch((e) => {
          say(`No passkey was added: ${e?.message ? e.message : e}`);
        });
    });

  var use = document.getElementById('use-passkey');
  if (use)
    use.addEventListener('click', () => {
      say('Follow your browser\u2019s prompt\u2026');
      post('/console/login/2fa/passkey/options')
        .then((opts) => {
          if (!opts.ok) throw new Error(opts.json.error || 'refused');
          return webauthn.startAuthentication({ optionsJSON: opts.json });
        })
        .then((response) => post('/console/login/2fa/passkey', { response: response }))
        .then((done) => {
          if (done.ok) window.location.assign(done.json.next);
          else say(done.json.error || 'That did not work.');
        })
        .catch((e) => {
          say(`No sign-in: ${e?.message ? e.message : e}`);
        });
    });
})();
