import 'dart:async';

import 'package:background_fetch/background_fetch.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

const refillTask = 'com.transistorsoft.larkspur.refill';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('RefillSync', () {
    testWidgets('custom refill task fires within a minute of scheduleTask', (tester) async {
      final fired = Completer<String>();
      await BackgroundFetch.configure(
        BackgroundFetchConfig(minimumFetchInterval: 15, stopOnTerminate: false),
        (taskId) {
          if (taskId == refillTask && !fired.isCompleted) fired.complete(taskId);
          BackgroundFetch.finish(taskId);
        },
        (taskId) => BackgroundFetch.finish(taskId),
      );
      await BackgroundFetch.scheduleTask(
          TaskConfig(taskId: refillTask, delay: 10000, periodic: false));

      // Give iOS a minute to run the processing task.
      final taskId = await fired.future.timeout(const Duration(seconds: 60));
      expect(taskId, refillTask);
    });
  });
}
