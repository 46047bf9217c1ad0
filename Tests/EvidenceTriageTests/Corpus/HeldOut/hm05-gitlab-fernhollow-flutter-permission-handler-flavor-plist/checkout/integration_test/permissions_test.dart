// Runs on the iOS simulator in CI. The job grants location-always and camera
// with `xcrun simctl privacy` before the run, so every request below should
// come back granted without a system prompt.
import 'package:fernhollow/checkins/trailhead_fences.dart';
import 'package:fernhollow/main.dart' as app;
import 'package:fernhollow/permissions/permission_gate.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:permission_handler/permission_handler.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('geofenced check-ins', () {
    testWidgets('shows the check-ins tab', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      expect(find.text('Check-ins'), findsOneWidget);
    });

    testWidgets('asks for always location before arming trailhead fences', (tester) async {
      app.main();
      await tester.pumpAndSettle();

      final status = await const PermissionGate().ensureAlwaysLocation();
      // ignore: avoid_print
      print('locationAlways -> $status');
      expect(status, PermissionStatus.granted);

      final armed = await TrailheadFences().arm(const [
        Trailhead('th-hollins-gap', 35.5821, -83.4981),
        Trailhead('th-ridge-fork', 35.6042, -83.5217),
      ]);
      expect(armed, isTrue);
    });
  });

  group('trail photos', () {
    testWidgets('requests camera access from the capture sheet', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.byTooltip('Add photo'));
      await tester.pumpAndSettle();

      final status = await const PermissionGate().ensureCamera();
      // ignore: avoid_print
      print('camera -> $status');
      expect(status, PermissionStatus.granted);
    });

    testWidgets('shows notification opt-in after first photo', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final status = await Permission.notification.status;
      expect(status, isNot(PermissionStatus.restricted));
    });
  });
}
