import 'package:flutter_test/flutter_test.dart';
import 'package:lindenvale/plants/plant_name_formatter.dart';

void main() {
  group('PlantNameFormatter', () {
    test('title-cases latin names', () {
      // Binomial names: genus capitalised, species epithet lower-case.
      //
      //
      //
      //
      //
      expect(PlantNameFormatter.latin('MONSTERA DELICIOSA'), 'Monstera deliciosa');
    });
  });
}
