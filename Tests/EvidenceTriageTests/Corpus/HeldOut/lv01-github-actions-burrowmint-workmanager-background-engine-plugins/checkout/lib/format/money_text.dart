import 'package:intl/intl.dart';

/// Amounts are stored in minor units (pence).
String moneyText(int minor, {String currency = 'GBP', String locale = 'en_GB'}) {
  final f = NumberFormat.simpleCurrency(locale: locale, name: currency);
  final symbol = f.currencySymbol;
  final digits = NumberFormat('#,##0.00', locale).format(minor / 100);
  // Negative balances ("you owe") are shown as -£12.50.
  return '$symbol$digits';
}
