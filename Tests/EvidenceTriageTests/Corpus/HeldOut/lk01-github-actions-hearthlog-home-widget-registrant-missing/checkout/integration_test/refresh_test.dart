import 'package:flutter_test/flutter_test.dart';
import 'package:home_widget/home_widget.dart';
import 'package:integration_test/integration_test.dart';
import 'package:hearthlog/background/refresh.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('widget refresh', () {
    testWidgets('periodic refresh updates widget within 30 seconds', (tester) async {
      await HomeWidget.saveWidgetData<String>('refreshedAt', null);
      await schedulePeriodicRefresh();
      String? refreshedAt;
      for (var i = 0; i < 30 && refreshedAt == null; i++) {
        await Future<void>.delayed(const Duration(seconds: 1));
        refreshedAt = await HomeWidget.getWidgetData<String>('refreshedAt');
      }
      expect(refreshedAt, isNotNull, reason: 'iOS should have run the refresh task by now');
    });
  });
}
