import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:home_widget/home_widget.dart';
import 'package:integration_test/integration_test.dart';
import 'package:hearthlog/widget/interactive_callback.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('home widget interactivity', () {
    setUpAll(registerWidgetInteractivity);

    testWidgets('saves habit data for the widget', (tester) async {
      await HomeWidget.saveWidgetData<bool>('done.water', false);
      expect(await HomeWidget.getWidgetData<bool>('done.water'), isFalse);
    });

    testWidgets('toggles habit from background isolate', (tester) async {
      await HomeWidget.saveWidgetData<bool>('done.water', false);
      // Same path as a tap on the widget's AppIntent: native side starts the background
      // isolate and hands it the URI.
      await const MethodChannel('com.hearthlog.app/testing')
          .invokeMethod('simulateWidgetTap', {'url': 'hearthlog://toggle?habit=water'});
      await tester.pump(const Duration(seconds: 5));
      final done = await HomeWidget.getWidgetData<bool>('done.water');
      expect(done, isTrue, reason: 'widget tap should mark the habit done');
    });
  });
}
