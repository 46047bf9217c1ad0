// Listening-time heartbeat for the station's audience figures.
// Runs while the stream plays — including with the screen locked or the app in
// the background, which iOS allows because the app declares the `audio`
// background mode and keeps an audio session playing (cordova-background-audio).
(function () {
  var HEARTBEAT_MS = 10000;
  var timer = null;

  function ping() {
    var p = window.skerry.player;
    navigator.sendBeacon(
      window.skerry.config.statsUrl + '/listening',
      JSON.stringify({ station: p.stationId(), position: p.positionSeconds(), at: Date.now() })
    );
  }

  document.addEventListener('skerry:playing', function () {
    if (!timer) timer = setInterval(ping, HEARTBEAT_MS);
  });
  document.addEventListener('skerry:stopped', function () {
    clearInterval(timer);
    timer = null;
  });
})();
