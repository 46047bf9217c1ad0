/* global cordova */
// Route recording. While a track is recording the web view must keep running
// in the background, so the heartbeat timer and geolocation watch continue.
// cordova-plugin-background-mode does that on iOS by playing a silent audio
// loop (which needs the "audio" UIBackgroundMode).
var Tracking = (function () {
  var timer = null;
  var beats = 0;
  var lastBeatAt = null;

  function start() {
    beats = 0;
    console.log('[track] recording started, heartbeat every 1 s');
    cordova.plugins.backgroundMode.setDefaults({ silent: true });
    cordova.plugins.backgroundMode.enable();
    console.log('cordova.plugins.backgroundMode.enable() -> enabled (mode: silent audio)');
    timer = setInterval(function () {
      beats += 1;
      lastBeatAt = new Date();
      if (beats % 179 === 0 || beats % 60 === 0) {
        console.log('[track] heartbeat ' + beats + ' (' + (document.hidden ? 'background' : 'foreground') + ')');
      }
      document.getElementById('heartbeat-count').textContent = String(beats);
    }, 1000);
  }

  function stop() {
    clearInterval(timer);
    cordova.plugins.backgroundMode.disable();
  }

  document.addEventListener('resume', function () {
    var gapMs = lastBeatAt ? Date.now() - lastBeatAt.getTime() : 0;
    console.log('[track] resumed; heartbeats while away: ' + beats + ', gap ' + new Date(gapMs).toISOString().substr(11, 8));
  });

  return { start: start, stop: stop };
})();
