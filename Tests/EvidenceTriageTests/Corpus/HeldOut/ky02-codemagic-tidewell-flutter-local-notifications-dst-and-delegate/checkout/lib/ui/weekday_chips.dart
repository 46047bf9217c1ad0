import 'package:flutter/widgets.dart';
import 'package:intl/intl.dart';

List<String> weekdayLabels(String locale) {
  final names = DateFormat.E(locale).dateSymbols.STANDALONESHORTWEEKDAYS;
  // intl lists Sunday first; en_GB/de/fr weeks start on Monday.
  return names;
}
