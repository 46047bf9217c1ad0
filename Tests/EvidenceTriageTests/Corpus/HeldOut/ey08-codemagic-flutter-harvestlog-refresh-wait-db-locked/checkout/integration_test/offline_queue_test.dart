import 'package:flutter_test/flutter_test.dart';
import 'package:harvestlog/storage/readings_db.dart';
import 'package:harvestlog/sync/background_sync.dart';
import 'package:integration_test/integration_test.dart';

import 'fakes/fake_station_api.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Offline queue', () {
    testWidgets('stores a manual reading', (tester) async {
      final db = await ReadingsDb.open();
      await db.insertBatch([
        {'id': 'm-1', 'field': 'North 4', 'moisture': 31.5, 'taken_at': '2026-10-21T06:10:00Z'},
      ]);
      expect(await db.count(), greaterThanOrEqualTo(1));
    });

    testWidgets('keeps foreground readings when the background isolate syncs', (tester) async {
      final db = await ReadingsDb.open();
      final api = FakeStationApi(readings: 400, latency: const Duration(milliseconds: 5));

      final sync = BackgroundSync.pullInIsolate(api);
      await db.insertBatch(List.generate(50, (i) => {
            'id': 'fg-$i',
            'field': 'South 2',
            'moisture': 28.0 + i / 10,
            'taken_at': '2026-10-21T06:${(i % 60).toString().padLeft(2, '0')}:00Z',
          }));

      expect(await sync, 400);
      expect(await db.count(), 451);
    });
  });
}
