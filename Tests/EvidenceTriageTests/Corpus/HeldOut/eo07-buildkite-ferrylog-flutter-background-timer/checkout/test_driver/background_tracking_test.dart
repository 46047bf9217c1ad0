import 'dart:io';

import 'package:flutter_driver/flutter_driver.dart';
import 'package:test/test.dart';

/// Runs on the host. Backgrounds the app by launching Settings on the same simulator,
/// waits, then brings Ferrylog back and reads the trip timer.
void main() {
  group('background trip timer', () {
    late FlutterDriver driver;
    final udid = Platform.environment['SIMULATOR_UDID']!;

    setUpAll(() async {
      driver = await FlutterDriver.connect();
    });

    tearDownAll(() async {
      await driver.close();
    });

    test('starts a trip and shows the timer', () async {
      await driver.tap(find.byValueKey('start-trip'));
      await driver.waitFor(find.byValueKey('tick-count'));
    });

    test('keeps ticking for 60 seconds while the app is in the background', () async {
      final before = int.parse(await driver.getText(find.byValueKey('tick-count')));

      await Process.run('xcrun', ['simctl', 'launch', udid, 'com.apple.Preferences']);
      await Future<void>.delayed(const Duration(seconds: 60));
      await Process.run('xcrun', ['simctl', 'launch', udid, 'com.ferrylog.app']);
      await Future<void>.delayed(const Duration(seconds: 2));

      final after = int.parse(await driver.getText(find.byValueKey('tick-count')));
      expect(after - before, greaterThanOrEqualTo(58));
    }, timeout: const Timeout(Duration(minutes: 3)));
  });
}
