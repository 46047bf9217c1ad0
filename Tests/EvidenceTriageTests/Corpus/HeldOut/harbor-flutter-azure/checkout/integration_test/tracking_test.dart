import 'package:flutter_test/flutter_test.dart';
import 'package:harbormaster/tracking/voyage_tracker.dart';
import 'package:integration_test/integration_test.dart';
import 'package:location_permissions/location_permissions.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('requests always-on location permission before tracking', (tester) async {
    final tracker = VoyageTracker();

    // Voyage logging keeps recording with the screen off, so it needs "Always".
    final status = await tracker.ensureAlwaysPermission();

    expect(status, PermissionStatus.granted);
    expect(await tracker.canTrackInBackground(), isTrue);
  });
}
