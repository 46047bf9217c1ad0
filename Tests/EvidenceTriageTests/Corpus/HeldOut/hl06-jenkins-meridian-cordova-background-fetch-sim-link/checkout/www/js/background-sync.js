// Periodic route-sheet refresh through cordova-plugin-background-fetch.
document.addEventListener('deviceready', function () {
  var BackgroundFetch = window.BackgroundFetch;

  BackgroundFetch.configure({ minimumFetchInterval: 30 }, function onEvent(taskId) {
    MeridianSync.refreshRouteSheets()
      .catch(function (err) { console.error('[bgfetch] refresh failed', err); })
      .then(function () { BackgroundFetch.finish(taskId); });
  }, function onTimeout(taskId) {
    MeridianSync.abortRefresh();
    BackgroundFetch.finish(taskId);
  });
}, false);
