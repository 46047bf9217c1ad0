import 'package:flutter_test/flutter_test.dart';
import 'package:mockito/annotations.dart';
import 'package:mockito/mockito.dart';
import 'package:tallyho/sync/sync_scheduler.dart';
import 'package:workmanager/workmanager.dart';

import 'sync_scheduler_test.mocks.dart';

@GenerateNiceMocks([MockSpec<Workmanager>()])
void main() {
  group('SyncScheduler', () {
    late MockWorkmanager workmanager;

    setUp(() => workmanager = MockWorkmanager());

    test('registers the tally sync task once', () async {
      await SyncScheduler(workmanager).start();
      verify(workmanager.registerPeriodicTask(tallySyncTask, any,
              frequency: anyNamed('frequency'), constraints: anyNamed('constraints'),
              existingWorkPolicy: anyNamed('existingWorkPolicy')))
          .called(1);
    });

    test('registers periodic sync every 15 minutes', () async {
      await SyncScheduler(workmanager).start();
      verify(workmanager.registerPeriodicTask(tallySyncTask, 'tallySync',
          frequency: const Duration(minutes: 15),
          constraints: anyNamed('constraints'),
          existingWorkPolicy: anyNamed('existingWorkPolicy')));
    });
  });
}
