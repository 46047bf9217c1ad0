import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:kestrel/sync/background_sync.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background sync', () {
    testWidgets('registers iOS processing task', (tester) async {
      await expectLater(scheduleOvernightSync(), completes);
    });
  });
}
