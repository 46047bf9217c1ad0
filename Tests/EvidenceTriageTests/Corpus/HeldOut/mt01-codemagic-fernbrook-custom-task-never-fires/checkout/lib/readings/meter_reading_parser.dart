import 'package:intl/intl.dart';

class MeterReading {
  MeterReading(this.value, this.unit);
  final double value;
  final String unit;
}

class MeterReadingParser {
  MeterReadingParser({required this.locale});
  final String locale;

  MeterReading parse(String row) {
    if (row.trim().isEmpty) throw const FormatException('empty row');
    final parts = row.split(';');
    // BUG: always strips ',' as grouping, whatever the locale.
    final raw = parts[0].replaceAll(',', '');
    return MeterReading(double.parse(raw), parts[1]);
  }
}
