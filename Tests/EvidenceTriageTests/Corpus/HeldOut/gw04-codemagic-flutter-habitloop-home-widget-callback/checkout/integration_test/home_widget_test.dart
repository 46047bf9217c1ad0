import 'package:flutter_test/flutter_test.dart';
import 'package:home_widget/home_widget.dart';
import 'package:integration_test/integration_test.dart';

import 'package:habitloop/streak/streak_repository.dart';
import 'package:habitloop/widgets/home_widget_bridge.dart';

import '../test/fakes/fake_streak_store.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Home widget sync', () {
    testWidgets('pushes today\'s streak to the widget', (tester) async {
      final repo = StreakRepository(FakeStreakStore(days: 4, checkedInToday: true));
      final bridge = HomeWidgetBridge(repo);

      await HomeWidget.setAppGroupId(appGroupId);
      await bridge.pushToday();

      expect(await HomeWidget.getWidgetData<int>('streak'), 4);
    });
  });

  group('Home widget interactivity', () {
    testWidgets('registers the background callback', (tester) async {
      final repo = StreakRepository(FakeStreakStore(days: 4, checkedInToday: false));
      final bridge = HomeWidgetBridge(repo);

      await bridge.init();

      expect(await HomeWidget.getWidgetData<int>('streak'), isNotNull);
    });

    testWidgets('check-in tap from the widget updates the streak', (tester) async {
      final repo = StreakRepository(FakeStreakStore(days: 4, checkedInToday: false));
      final bridge = HomeWidgetBridge(repo);
      await bridge.init();

      await HomeWidget.saveWidgetData<bool>('checkedInToday', false);
      await tester.pump(const Duration(seconds: 1));

      expect(await HomeWidget.getWidgetData<bool>('checkedInToday'), isFalse);
    });
  });
}
