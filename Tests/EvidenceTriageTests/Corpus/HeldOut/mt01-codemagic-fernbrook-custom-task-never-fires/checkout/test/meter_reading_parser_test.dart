import 'package:flutter_test/flutter_test.dart';
import 'package:fernbrook_meter/readings/meter_reading_parser.dart';

void main() {
  group('MeterReadingParser', () {
    final parser = MeterReadingParser(locale: 'de_DE');

    test('parses kWh with dot decimal', () {
      expect(MeterReadingParser(locale: 'en_US').parse('12.5;kWh').value, 12.5);
    });

    test('parses kWh with comma decimal', () {
      // Exported by the German meter portal: "12,5;kWh"
      final reading = parser.parse('12,5;kWh');
      // The parser strips the comma as a thousands separator instead of
      // reading it as the decimal mark of the de_DE locale.
      //
      //
      //
      //
      //
      //
      expect(reading.value, 12.5);
    });

    test('rejects empty rows', () {
      expect(() => parser.parse(''), throwsFormatException);
    });
  });
}
