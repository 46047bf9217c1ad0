import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shared_preferences/shared_preferences.dart';
import 'package:tallyho/main.dart' as app;

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('periodic task fires within 30 seconds on simulator', (tester) async {
    app.main();
    await tester.pump(const Duration(seconds: 1));

    final prefs = await SharedPreferences.getInstance();
    DateTime? lastRun;
    for (var i = 0; i < 30 && lastRun == null; i++) {
      await Future<void>.delayed(const Duration(seconds: 1));
      await prefs.reload();
      final ms = prefs.getInt('lastBackgroundRunMs');
      if (ms != null) lastRun = DateTime.fromMillisecondsSinceEpoch(ms);
    }

    expect(lastRun, isNotNull, reason: 'background task did not run within 30 s');
  });
}
