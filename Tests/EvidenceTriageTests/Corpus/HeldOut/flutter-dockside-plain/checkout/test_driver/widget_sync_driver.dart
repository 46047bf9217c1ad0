import 'package:flutter_driver/flutter_driver.dart';
import 'package:test/test.dart';

void main() {
  group('widget_sync', () {
    FlutterDriver? driver;

    tearDownAll(() async => driver?.close());

    test('shows synced berth on the home widget', () async {
      driver = await FlutterDriver.connect();

      await driver!.tap(find.byValueKey('sync-now'));
      await driver!.waitFor(find.text('Synced'), timeout: const Duration(seconds: 20));
      final widgetText = await driver!.requestData('widget:berth_label');
      expect(widgetText, 'Pontoon C · Berth 14');
    }, timeout: const Timeout(Duration(seconds: 30)));
  });
}
