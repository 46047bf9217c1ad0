import 'package:clock/clock.dart';
import 'package:fake_async/fake_async.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:larderly/background/refresh_policy.dart';

void main() {
  group('RefreshPolicy', () {
    test('schedules the next pantry refresh 15 minutes after a successful run', () {
      fakeAsync((async) {
        final policy = RefreshPolicy();
        final start = clock.now();
        async.elapse(const Duration(minutes: 2));
        policy.recordRun(success: true);

        expect(
          policy.nextRunAt!.difference(start),
          const Duration(minutes: 17),
        );
      }, initialTime: DateTime.utc(2022, 3, 8, 9));
    });

    test('backs off after two failures in a row', () {
      fakeAsync((async) {
        final policy = RefreshPolicy();
        policy.recordRun(success: false);
        policy.recordRun(success: false);
        expect(policy.nextRunAt, isNotNull);
      }, initialTime: DateTime.utc(2022, 3, 8, 9));
    });

    test('never waits longer than four hours', () {
      fakeAsync((async) {
        final policy = RefreshPolicy();
        for (var i = 0; i < 8; i++) {
          policy.recordRun(success: false);
        }
        expect(policy.nextRunAt!.difference(DateTime.utc(2022, 3, 8, 9)), const Duration(hours: 4));
      }, initialTime: DateTime.utc(2022, 3, 8, 9));
    });
  });
}
