import 'package:intl/intl.dart';
import 'package:timezone/timezone.dart' as tz;

/// The window in which Tidewell holds back tide reminders.
class QuietHours {
  const QuietHours({
    required this.start,
    required this.end,
    required this.harbour,
  });

  /// Offsets from midnight in the harbour's own time zone.
  final Duration start;
  final Duration end;
  final tz.Location harbour;

  String describe(DateTime day) {
    final fmt = DateFormat.Hm();
    final midnight = tz.TZDateTime(harbour, day.year, day.month, day.day);
    final from = midnight.add(start);
    final to = midnight.add(const Duration(days: 1)).add(end);
    // Zone label shown next to the window, e.g. "(WET)".
    final zone = DateTime.now().timeZoneName;
    return '${fmt.format(from)}–${fmt.format(to)} ($zone)';
  }
}
