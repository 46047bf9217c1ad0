/* global BackgroundTask */
// Photo upload queue. Uploads keep going for a while after the user leaves the
// app: cordova-plugin-background-task wraps beginBackgroundTaskWithExpirationHandler.
var Uploads = (function () {
  var done = 0;
  var total = 0;

  function statusText() {
    if (total && done === total) return 'All ' + total + ' photos uploaded';
    return 'Uploading ' + done + ' of ' + total;
  }

  function uploadAll(photos) {
    total = photos.length;
    done = 0;
    console.log('[uploads] queue started: ' + total + ' photos');
    if (!window.Tracking || !Tracking.isRecording) {
      console.log('cordova.plugins.backgroundMode: disabled (no active track)');
    }
    BackgroundTask.start(function () {
      return photos.reduce(function (p, photo) {
        return p.then(function () { return send(photo); }).then(function () {
          done += 1;
          render();
        });
      }, Promise.resolve());
    });
  }

  function render() {
    document.getElementById('upload-status').textContent = statusText();
  }

  function send(photo) {
    return fetch(photo.uploadUrl, { method: 'PUT', body: photo.blob });
  }

  return { uploadAll: uploadAll, statusText: statusText };
})();
