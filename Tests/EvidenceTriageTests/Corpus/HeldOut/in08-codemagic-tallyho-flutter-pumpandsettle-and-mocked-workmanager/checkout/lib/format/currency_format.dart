import 'package:intl/intl.dart';

/// Tallies are kept in pence.
String formatPence(int pence) => NumberFormat.simpleCurrency(locale: 'en_GB', decimalDigits: 0).format(pence / 100);
