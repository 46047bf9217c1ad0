import 'dart:math';

import 'package:intl/intl.dart';

/// Wind chill (JAG/TI) label for the current locale.
String windChillLabel(double tempC, double windKph, String locale) {
  final chill = 13.12 + 0.6215 * tempC - 11.37 * pow(windKph, 0.16) + 0.3965 * tempC * pow(windKph, 0.16);
  final f = NumberFormat('0', locale);
  return '${f.format(chill)}°C';
}
