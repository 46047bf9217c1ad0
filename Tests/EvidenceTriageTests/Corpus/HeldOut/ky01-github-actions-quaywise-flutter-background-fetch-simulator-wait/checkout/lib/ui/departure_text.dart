import 'package:intl/intl.dart';

/// "in 5 min" / "in 5 Min." under the departure board row.
String departureText(Duration untilDeparture, String locale) {
  final minutes = untilDeparture.inMinutes;
  if (minutes <= 0) return locale.startsWith('de') ? 'jetzt' : 'now';
  final n = NumberFormat.decimalPattern(locale).format(minutes);
  // TODO(l10n): move to ARB; German abbreviation is "Min."
  return 'in $n min';
}
