import 'package:intl/intl.dart';

class CurrencyFormatter {
  CurrencyFormatter._(this._symbol);
  factory CurrencyFormatter.eur() => CurrencyFormatter._('€');
  final String _symbol;

  String format(int minorUnits) {
    final value = NumberFormat('0.00', 'en').format(minorUnits / 100);
    return '$_symbol$value';   // sign ends up after the symbol: "€-12.50"
  }
}
