import 'package:flutter_test/flutter_test.dart';
import 'package:hushlark/presets/mix_preset.dart';

void main() {
  group('mix presets', () {
    test('decodes presets saved by version 3', () {
      final preset = MixPreset.fromJson({
        'name': 'Cabin',
        'layers': [
          {'soundId': 'rain_tent', 'volume': 0.7},
          {'soundId': 'fireplace', 'volume': 0.3},
        ],
      });
      expect(preset.layers.map((l) => l.volume), [0.7, 0.3]);
    });

    test('decodes presets saved by version 2', () {
      final preset = MixPreset.fromJson({
        'n': 'Cabin',
        'l': [
          {'id': 'rain_tent', 'vol': 0.6},
          {'id': 'fireplace', 'vol': 0.2},
        ],
      });
      expect(preset.name, 'Cabin');
      expect(preset.layers.first.volume, 0.6);
    });
  });
}
