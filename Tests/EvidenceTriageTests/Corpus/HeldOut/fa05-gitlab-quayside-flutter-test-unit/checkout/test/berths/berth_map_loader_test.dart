import 'package:flutter_test/flutter_test.dart';

import 'package:quayside/berths/berth_map_loader.dart';

void main() {
  TestWidgetsFlutterBinding.ensureInitialized();

  group('BerthMapLoader', () {
    test('loads the berth layout from assets', () async {
      final layout = await BerthMapLoader().load('north_dock');

      expect(layout.dock, 'North Dock');
      expect(layout.berths, hasLength(48));
    });
  });
}
