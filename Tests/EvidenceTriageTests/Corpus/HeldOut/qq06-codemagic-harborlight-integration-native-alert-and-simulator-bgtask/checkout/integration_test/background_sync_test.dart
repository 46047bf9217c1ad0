import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:harborlight/background/sync.dart';
import 'package:workmanager/workmanager.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('background sync registers periodic task', (tester) async {
    await Workmanager().initialize(callbackDispatcher);
    await Workmanager().registerPeriodicTask(
      'com.harborlight.app.lightSync',
      'com.harborlight.app.lightSync',
      frequency: const Duration(hours: 1),
    );
    expect(await BackgroundSync.lastScheduleError(), isNull);
  });
}
