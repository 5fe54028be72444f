// Fills a form's lat/lng from the phone's location before it is sent (forms marked data-locate).
// Without location the form is sent as it is and the server says to allow it.

document.querySelectorAll('form[data-locate]').forEach((form) => {
  form.addEventListener('submit', (event) => {
    if (form.dataset.located === '1' || !navigator.geolocation) return;
    event.preventDefault();
    var send = () => {
      form.dataset.located = '1';
      form.requestSubmit();
    };
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        form.elements.lat.value = String(pos.coords.latitude);
        form.elements.lng.value = String(pos.coords.longitude);
        send();
      },
      send,
      { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
    );
  });
});
