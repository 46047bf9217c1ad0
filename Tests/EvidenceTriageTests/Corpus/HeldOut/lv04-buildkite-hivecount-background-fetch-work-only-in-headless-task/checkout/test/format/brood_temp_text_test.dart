import 'package:flutter_test/flutter_test.dart';
import 'package:hivecount/format/brood_temp_text.dart';

void main() {
  group('BroodTempText', () {
    test('shows one decimal in Celsius', () {
      expect(broodTempText(34.46), '34.5 °C');
    });

    test('shows one decimal in Fahrenheit', () {
      expect(broodTempText(34.5, fahrenheit: true), '94.1 °F');
    });
  });
}
