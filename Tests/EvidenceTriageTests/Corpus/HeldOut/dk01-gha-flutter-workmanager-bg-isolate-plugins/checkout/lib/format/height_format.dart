import 'package:intl/intl.dart';

class HeightFormatter {
  static final _oneDecimal = NumberFormat('0.0');

  static String metres(double value) => '${_oneDecimal.format(value.abs())} m';

  static String forLocale(String locale, double metresValue) => locale == 'en_US'
      ? '${_oneDecimal.format(metresValue * 3.28084)} ft'
      : metres(metresValue);
}
