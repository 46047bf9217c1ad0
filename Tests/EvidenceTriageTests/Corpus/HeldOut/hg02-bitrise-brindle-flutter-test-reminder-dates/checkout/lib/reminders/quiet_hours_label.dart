import 'package:intl/intl.dart';

/// Renders the quiet-hours window shown under Settings > Reminders.
/// [start] and [end] are the instants stored on the server (UTC).
String quietHoursLabel(DateTime start, DateTime end) {
  final fmt = DateFormat('HH:mm');
  return '${fmt.format(start.toLocal())}–${fmt.format(end.toLocal())}';
}
