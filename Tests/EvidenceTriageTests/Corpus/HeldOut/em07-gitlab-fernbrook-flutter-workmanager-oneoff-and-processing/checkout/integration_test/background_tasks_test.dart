import 'package:fernbrook/background/tasks.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

Future<SharedPreferences> waitForTaskRun({Duration timeout = const Duration(seconds: 45)}) async {
  final deadline = DateTime.now().add(timeout);
  while (DateTime.now().isBefore(deadline)) {
    final prefs = await SharedPreferences.getInstance();
    await prefs.reload();
    if (prefs.getString('last_task_name') != null) return prefs;
    await Future<void>.delayed(const Duration(milliseconds: 250));
  }
  throw StateError('one-off task did not run within $timeout');
}

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUpAll(() => Workmanager().initialize(callbackDispatcher));
  setUp(() async => (await SharedPreferences.getInstance()).clear());

  group('one-off tasks', () {
    test('callback receives the task name', () async {
      await enqueueUpload('42');
      final prefs = await waitForTaskRun();
      expect(prefs.getString('last_task_name'), uploadTask);
    });

    test('honours the initial delay', () async {
      final enqueuedAt = DateTime.now();
      await enqueueUpload('43', delay: const Duration(seconds: 20));
      final prefs = await waitForTaskRun();
      final ranAt = DateTime.fromMillisecondsSinceEpoch(prefs.getInt('last_task_at_ms')!);
      expect(ranAt.difference(enqueuedAt).inSeconds, greaterThanOrEqualTo(20));
    });
  });

  group('processing tasks', () {
    test('schedules nightly compaction', () async {
      await expectLater(scheduleNightlyCompaction(), completes);
    });
  });
}
