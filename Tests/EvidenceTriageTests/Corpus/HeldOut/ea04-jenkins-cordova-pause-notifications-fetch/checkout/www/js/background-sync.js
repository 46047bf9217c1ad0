/* Background refresh of the shift roster (cordova-plugin-background-fetch 7.2.x). */
(function () {
  'use strict';

  document.addEventListener('deviceready', function () {
    var BackgroundFetch = window.BackgroundFetch;
    BackgroundFetch.configure({ minimumFetchInterval: 30 }, function (taskId) {
      window.MeridianSync.refreshRoster('background-fetch').finally(function () {
        BackgroundFetch.finish(taskId);
      });
    }, function (taskId) {
      BackgroundFetch.finish(taskId);
    }).then(function (status) {
      console.log('[bg-sync] BackgroundFetch.configure status: ' + status);
    });
  }, false);
})();
