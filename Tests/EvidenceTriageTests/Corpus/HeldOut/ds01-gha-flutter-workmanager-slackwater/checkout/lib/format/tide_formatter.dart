import 'package:intl/intl.dart';

class TideFormatter {
  TideFormatter({String locale = 'en_US'}) : _knots = NumberFormat('0.00', locale);

  final NumberFormat _knots;

  /// Current speed, one decimal: "2.5 kn".
  String knots(double value) => '${_knots.format(value)} kn';

  String height(double metres) => '${metres.toStringAsFixed(1)} m';
}
