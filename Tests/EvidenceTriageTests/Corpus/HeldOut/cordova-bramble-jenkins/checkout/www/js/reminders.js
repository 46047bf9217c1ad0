/* global cordova */
(function () {
  var triggered = 0, scheduled = 0;
  var $ = function (id) { return document.getElementById(id); };

  document.addEventListener('deviceready', function () {
    var ln = cordova.plugins.notification.local;

    ln.on('trigger', function (notification) {
      // refresh the berth list for the harbour the reminder is about
      triggered += 1;
      $('trigger-count').textContent = String(triggered);
      window.BrambleBerths && window.BrambleBerths.refresh(notification.data && notification.data.harbour);
    });

    $('remind-5s').addEventListener('click', function () {
      ln.schedule({
        id: 7,
        title: 'Tide turning',
        text: 'High water at Port Ellery in 30 min',
        sound: 'res://chime.caf',
        data: { harbour: 'port-ellery' },
        trigger: { in: 5, unit: 'second' }
      }, function () {
        scheduled += 1;
        $('scheduled-count').textContent = String(scheduled);
      });
    });
  }, false);
})();
