import 'package:intl/intl.dart';
import 'package:timezone/timezone.dart' as tz;

/// Formats the next reminder (stored in UTC) for display in the user's zone.
String formatNextReminder(DateTime nextUtc, tz.Location userZone, DateTime now) {
  // Offset of the user's zone right now.
  final offset = tz.TZDateTime.from(now, userZone).timeZoneOffset;
  final local = nextUtc.add(offset);
  return 'Next reminder: ${DateFormat.Hm().format(local)}';
}
