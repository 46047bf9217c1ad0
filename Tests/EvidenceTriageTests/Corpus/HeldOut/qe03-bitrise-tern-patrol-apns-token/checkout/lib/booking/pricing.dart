import 'package:intl/intl.dart';

class Pricing {
  static String nightlyLabel(double total, {required int nights, required String currency}) {
    final perNight = total / nights;
    final f = NumberFormat.simpleCurrency(name: currency, decimalDigits: 2);
    return '${f.currencySymbol}${(perNight * 100).round() / 100}';
  }
}
