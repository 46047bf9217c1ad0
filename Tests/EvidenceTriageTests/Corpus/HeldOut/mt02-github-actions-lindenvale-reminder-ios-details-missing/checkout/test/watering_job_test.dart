import 'package:flutter_test/flutter_test.dart';
import 'package:lindenvale/jobs/watering_job.dart';
import 'fakes.dart';

void main() {
  group('WateringJob', () {
    late InMemoryWateringLog log;
    late WateringJob job;

    setUp(() {
      log = InMemoryWateringLog();
      job = WateringJob(log: log, clock: FixedClock(DateTime.utc(2026, 8, 13, 6)));
    });

    test('marks a plant watered once per run', () async {
      await job.run(dueIds: ['p-17']);
      expect(log.entries, hasLength(1));
    });

    test('retried run does not double the log entry', () async {
      // workmanager retries a task whose Future completed with false;
      // the second run must not append the same entry again.
      //
      //
      //
      //
      //
      //
      //
      //
      //
      //
      await job.run(dueIds: ['p-17']);
      await job.run(dueIds: ['p-17']);
      expect(log.entries, hasLength(1));
    });
  });
}
