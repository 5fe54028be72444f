// Fills a form's lat/lng from the phone's location before it is sent (forms marked data-locate).
// Without location the form is sent as it is and the server says to allow it.
'use strict';
document.querySelectorAll('form[data-locate]').forEach(function (form) {
  form.addEventListener('submit', function (event) {
    if (form.dataset.located === '1' || !navigator.geolocation) return;
    event.preventDefault();
    var send = function () { form.dataset.located = '1'; form.requestSubmit(); };
    navigator.geolocation.getCurrentPosition(function (pos) {
      form.elements.lat.value = String(pos.coords.latitude);
      form.elements.lng.value = String(pos.coords.longitude);
      send();
    }, send, { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 });
  });
});
