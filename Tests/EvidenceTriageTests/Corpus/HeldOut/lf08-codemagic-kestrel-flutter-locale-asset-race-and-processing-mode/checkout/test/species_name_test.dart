import 'package:flutter_test/flutter_test.dart';
import 'package:kestrel/util/species_name.dart';

void main() {
  group('Species name', () {
    test('title-cases plain names', () {
      expect(speciesTitle('common kestrel'), 'Common Kestrel');
    });

    test('keeps the second part of hyphenated names lower case', () {
      expect(speciesTitle('black-headed gull'), 'Black-headed Gull');
    });
  });
}
