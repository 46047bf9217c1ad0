import 'package:intl/intl.dart';

/// Formats a tide height given in metres for the user's locale.
String formatTideHeight(double metres, {required String locale}) {
  if (locale == 'en_US') {
    final feet = metres * 3.28084;
    return '${NumberFormat('0.0', locale).format(feet)} ft';
  }
  // Metric locales.
  return '${NumberFormat('0.00', locale).format(metres)} m';
}
