/* Shift reminders (cordova-plugin-local-notification 1.0.x). */
(function () {
  'use strict';

  var FOLLOW_UP_ID = 9001;

  function scheduleFollowUp(shift) {
    // Reminds the caregiver to log the visit if they leave the app mid-shift.
    cordova.plugins.notification.local.schedule({
      id: FOLLOW_UP_ID,
      title: 'Visit not logged yet',
      text: 'Tap to finish the visit log for ' + shift.clientName,
      trigger: { in: 1, unit: 'minute' },
      foreground: false,
      data: { shiftId: shift.id }
    });
    console.log('[reminders] follow-up scheduled from pause handler for shift ' + shift.id);
  }

  document.addEventListener('deviceready', function () {
    document.addEventListener('pause', function () {
      var shift = window.MeridianState && window.MeridianState.activeShift;
      if (shift && !shift.visitLogged) {
        scheduleFollowUp(shift);
      }
    }, false);
  }, false);
})();
