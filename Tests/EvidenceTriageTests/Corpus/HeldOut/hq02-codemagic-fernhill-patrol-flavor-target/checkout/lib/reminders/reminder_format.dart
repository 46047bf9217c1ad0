import 'package:intl/intl.dart';

/// Label shown under the daily reminder switch.
String dailyReminderLabel(DateTime at, {String? locale}) {
  // jm() follows the device locale: "8:00 AM" in en_US, "08:00" in en_GB.
  final time = DateFormat.jm(locale).format(at);
  return 'Daily reminder at $time';
}
