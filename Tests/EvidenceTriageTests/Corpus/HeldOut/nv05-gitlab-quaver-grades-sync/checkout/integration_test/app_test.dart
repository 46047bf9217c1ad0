import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

import 'package:quaver/main.dart' as app;
import 'package:quaver/grades/average.dart';
import 'package:quaver/sync/grades_sync.dart';

const debug = MethodChannel('quaver/debug');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('login', () {
    testWidgets('shows error for empty password', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.enterText(find.byKey(const Key('login.user')), 'r.bianchi');
      await tester.tap(find.byKey(const Key('login.submit')));
      await tester.pumpAndSettle();
      expect(find.text('Password required'), findsOneWidget);
    });
  });

  group('sync', () {
    testWidgets('registers periodic grades refresh', (tester) async {
      await GradesSync.schedule();
      expect(await GradesSync.isScheduled(), isTrue);
    });

    testWidgets('grades refresh runs when launched', (tester) async {
      await GradesSync.schedule();
      final ran = GradesSync.nextRun();
      await debug.invokeMethod('simulateLaunch', GradesSync.taskId);
      await ran.timeout(const Duration(seconds: 30));
    });
  });

  group('grades', () {
    testWidgets('average rounds half up', (tester) async {
      expect(average([6.5, 7.0, 7.5, 6.0]).toStringAsFixed(2), '6.75');
      expect(displayAverage([7.25, 7.5]), '7.4');
    });
  });
}
