import 'package:intl/intl.dart';

String relativeTimeLabel(DateTime t, DateTime now, String locale) {
  final day = DateTime(now.year, now.month, now.day);
  final time = DateFormat('h:mm a', locale).format(t); // always 12-hour
  if (t.isAfter(day)) return 'Today, $time';
  if (t.isAfter(day.subtract(const Duration(days: 1)))) return 'Yesterday, $time';
  return DateFormat.MMMd(locale).add_jm().format(t);
}
