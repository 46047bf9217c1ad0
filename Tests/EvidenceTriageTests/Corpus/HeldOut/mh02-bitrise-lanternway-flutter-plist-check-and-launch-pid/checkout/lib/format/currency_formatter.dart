import 'package:intl/intl.dart';

class CurrencyFormatter {
  CurrencyFormatter({required this.locale, required this.symbol});
  final String locale;
  final String symbol;

  String format(double value) {
    final f = NumberFormat.currency(locale: locale, symbol: symbol);
    // BUG: accounting style was dropped in the intl 0.19 migration.
    return f.format(value);
  }
}
