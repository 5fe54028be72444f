// Passkeys in the console (docs/console.md, "Two-factor sign-in"): adds one on the account page
// and signs in with one on the second step, through @simplewebauthn/browser (the global
// SimpleWebAuthnBrowser). Buttons stay hidden where the browser has no WebAuthn.
(function () {
  'use strict';
  var headers = JSON.parse(document.body.getAttribute('hx-headers') || '{}');
  var webauthn = window.SimpleWebAuthnBrowser;
  var supported = !!(window.PublicKeyCredential && webauthn);
  document.querySelectorAll('.passkey-only').forEach(function (el) { el.hidden = !supported; });
  if (!supported) return;

  function post(url, body) {
    return fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': headers['x-csrf-token'] },
      body: JSON.stringify(body || {}),
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (json) {
        return { ok: res.ok, json: json };
      });
    });
  }
  function say(text) {
    var el = document.getElementById('passkey-status');
    if (el) el.textContent = text;
  }

  var add = document.getElementById('add-passkey');
  if (add) add.addEventListener('click', function () {
    say('Follow your browser\u2019s prompt\u2026');
    post('/console/account/passkeys/options').then(function (opts) {
      if (!opts.ok) throw new Error(opts.json.error || 'refused');
      return webauthn.startRegistration({ optionsJSON: opts.json });
    }).then(function (response) {
      var label = document.getElementById('passkey-label').value;
      return post('/console/account/passkeys', { response: response, label: label });
    }).then(function (done) {
      if (done.ok) window.location.assign('/console/account/2fa?done=passkey_added');
      else say(done.json.error || 'The passkey was not added.');
    }).catch(function (e) { say('No passkey was added: ' + (e && e.message ? e.message : e)); });
  });

  var use = document.getElementById('use-passkey');
  if (use) use.addEventListener('click', function () {
    say('Follow your browser\u2019s prompt\u2026');
    post('/console/login/2fa/passkey/options').then(function (opts) {
      if (!opts.ok) throw new Error(opts.json.error || 'refused');
      return webauthn.startAuthentication({ optionsJSON: opts.json });
    }).then(function (response) {
      return post('/console/login/2fa/passkey', { response: response });
    }).then(function (done) {
      if (done.ok) window.location.assign(done.json.next);
      else say(done.json.error || 'That did not work.');
    }).catch(function (e) { say('No sign-in: ' + (e && e.message ? e.message : e)); });
  });
})();
