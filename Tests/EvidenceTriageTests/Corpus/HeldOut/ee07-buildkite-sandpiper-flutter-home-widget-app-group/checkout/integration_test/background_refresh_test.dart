import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'package:sandpiper/widget/widget_sync.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('refresh callback updates widget data', (tester) async {
    await WidgetSync.refreshFromBackground(now: DateTime.utc(2026, 11, 30, 5));
    expect(await WidgetSync.lastRefreshSource(), 'background');
  });
}
