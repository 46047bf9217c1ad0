import 'package:flutter_test/flutter_test.dart';
import 'package:pennywort/background/callback_dispatcher.dart';
import 'package:pennywort/sync/habit_sync.dart';

import 'fakes/failing_sync_client.dart';

void main() {
  group('callbackDispatcher', () {
    setUp(() => HabitSync.instance.client = FakeSyncClient());

    test('returns true when sync succeeds', () async {
      expect(await handleTask(HabitSync.taskName, null), isTrue);
    });

    test('returns false when sync throws', () async {
      HabitSync.instance.client = FailingSyncClient(StateError('offline'));
      final ok = await handleTask(HabitSync.taskName, null);
      expect(ok, isFalse);
    });
  });
}
