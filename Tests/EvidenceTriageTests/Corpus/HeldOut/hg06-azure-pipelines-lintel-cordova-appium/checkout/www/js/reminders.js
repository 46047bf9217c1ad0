/* global cordova */
// Daily inspection reminder (cordova-plugin-local-notification 0.8.5).
function scheduleDailyReminder(hour, minute) {
  var first = new Date();
  first.setHours(hour, minute, 0, 0);
  if (first <= new Date()) {
    first.setDate(first.getDate() + 1);
  }
  cordova.plugins.notification.local.schedule({
    id: 7001,
    title: 'Daily walk-through',
    text: 'Start today\'s building inspection round',
    every: 'day',
    firstAt: first,
    badge: 1
  });
}

function describeScheduled(n) {
  var at = new Date(n.at * 1000);
  var hh = ('0' + at.getHours()).slice(-2);
  var mm = ('0' + at.getMinutes()).slice(-2);
  return (n.every === 'day' ? 'Every day at ' : 'Once at ') + hh + ':' + mm;
}

module.exports = { scheduleDailyReminder: scheduleDailyReminder, describeScheduled: describeScheduled };
