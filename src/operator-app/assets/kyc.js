// The identity check's selfie (docs/operator-app.md, "The selfie"): the photo from the front
// camera is shrunk on the phone to at most 640 px as a JPEG and sent in the form's hidden
// `selfie` field (base64), so a slow line carries tens of KB, not megabytes. The file input has
// no name: the original never leaves the phone.

(() => {
  var form = document.querySelector('form[data-kyc]');
  if (!form) return;
  var input = form.querySelector('#selfie_photo');
  function shrink(file) {
    return createImageBitmap(file).then((img) => {
      var scale = Math.min(1, 640 / Math.max(img.width, img.height));
      var c = document.createElement('canvas');
      c.width = Math.round(img.width * scale);
      c.height = Math.round(img.height * scale);
      c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
      return new Promise((resolve) => {
        c.toBlob(resolve, 'image/jpeg', 0.75);
      });
    });
  }
  function base64(blob) {
    return new Promise((resolve) => {
      var r = new FileReader();
      r.onload = () => {
        resolve(String(r.result).split(',')[1] || '');
      };
      r.readAsDataURL(blob);
    });
  }
  // The button waits while the photo is shrunk (a second or so on an old phone), so the form is
  // never sent without the selfie it was given.
  var button = form.querySelector('button[type=submit]');
  input.addEventListener('change', () => {
    form.elements.selfie.value = '';
    var file = input.files[0];
    if (!file) return;
    button.disabled = true;
    // An image the browser cannot read is sent empty: the server says to take it again.
    shrink(file)
      .then(base64)
      .then(
        (b64) => {
          form.elements.selfie.value = b64;
        },
        () => undefined,
      )
      .then(() => {
        button.disabled = false;
      });
  });
})();
