window.skipLocalNotificationReady = true;

document.addEventListener('deviceready', function () {
  cordova.plugins.notification.local.on('click', function (n) {
    console.log('[Dosewise] click ' + n.id);
    openDoseLog(n.id);
  });
  restoreSession();
}, false);
