// Builds one local notification per dose for the whole course.
function buildCourse(startDate, days, dosesPerDay) {
  var out = [];
  var stepHours = 24 / dosesPerDay;
  for (var d = 0; d < days; d++) {
    for (var k = 0; k < dosesPerDay; k++) {
      var at = new Date(startDate.getTime() + (d * 24 + k * stepHours) * 3600 * 1000);
      out.push({ id: 1000 + d * dosesPerDay + k, title: 'Dose due', text: doseText(2), trigger: { at: at } });
    }
  }
  return out;
}

function scheduleCourse(startDate, days, dosesPerDay, done) {
  cordova.plugins.notification.local.schedule(buildCourse(startDate, days, dosesPerDay), done);
}

function doseText(puffs) {
  return 'Take ' + puffs + ' puff';
}
