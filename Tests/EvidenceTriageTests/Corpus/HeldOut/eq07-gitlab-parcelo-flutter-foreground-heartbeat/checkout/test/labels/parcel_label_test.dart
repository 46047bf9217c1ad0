import 'package:flutter_test/flutter_test.dart';
import 'package:parcelo/labels/parcel_label.dart';

void main() {
  group('ParcelLabel', () {
    test('upper-cases the city line', () {
      const label = ParcelLabel(name: 'J. de Vries', street: 'Prinsengracht 263', postcode: '1016 GV', city: 'Amsterdam');
      expect(label.lines().last, endsWith('AMSTERDAM'));
    });

    test('formats a Dutch postcode with a space', () {
      expect(ParcelLabel.formatPostcode('1016gv'), '1016 GV');
    });

    test('leaves a foreign postcode untouched', () {
      expect(ParcelLabel.formatPostcode('B-2000'), 'B-2000');
    });
  });
}
