import 'package:intl/intl.dart';

/// Formats a receipt total given in minor units (cents).
class ReceiptTotalFormatter {
  ReceiptTotalFormatter({required this.locale});
  final String locale;

  String format(int minorUnits, String currency) {
    // QL-1201: switched to simpleCurrency to get the € / £ symbols instead of ISO codes.
    final f = NumberFormat.simpleCurrency(name: currency);
    return f.format(minorUnits / 100);
  }
}
