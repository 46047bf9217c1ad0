import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:offtrail/main.dart' as app;
import 'package:offtrail/downloads/region_downloads.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  group('after relaunch', () {
    testWidgets('resumes partial download after app is force-quit', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final downloads = app.locator<RegionDownloads>();
      // 20 s passed while the app was terminated; the transfer should have kept going.
      final bytes = await downloads.bytesOnDisk('cascades');
      expect(bytes, greaterThan(0), reason: 'background session should have continued while terminated');
    });

    testWidgets('task status reconciles after relaunch', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final status = await app.locator<RegionDownloads>().statusOf('cascades');
      expect(status, isNot('running'), reason: 'no live task exists for region-cascades after the kill');
    });
  });
}
