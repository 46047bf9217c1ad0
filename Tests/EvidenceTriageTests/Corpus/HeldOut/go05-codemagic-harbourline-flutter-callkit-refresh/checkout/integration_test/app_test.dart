import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:harbourline/call_history.dart';
import 'package:harbourline/callkit_bridge.dart';
import 'package:harbourline/main.dart' as app;

const _callSync = MethodChannel('harbourline/call_sync');

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Call history', () {
    testWidgets('records a missed call once', (tester) async {
      final history = CallHistory();
      history.onCallRejected('s-1');
      expect(history.entries, hasLength(1));
    });

    testWidgets('ending a call from the app is not logged as rejected', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final history = app.callHistory;
      await CallKitBridge.reportIncomingCall(sessionId: 'it-42', callerName: 'Integration Test');
      await CallKitBridge.answer('it-42');
      await history.endCall('it-42', CallKitBridge.reportCallEnded);
      await tester.pump(const Duration(seconds: 1));
      expect(history.entries, [const CallLogEntry('it-42', CallOutcome.completed)]);
    });
  });

  group('Background refresh', () {
    testWidgets('schedules a call-sync refresh after a call ends', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      final scheduled = await _callSync.invokeMethod<bool>('scheduleAfterCall');
      expect(scheduled, isTrue);
    });
  });

  group('Incoming call', () {
    testWidgets('declares the background modes CallKit needs', (tester) async {
      final modes = await _callSync.invokeListMethod<String>('backgroundModes');
      expect(modes, containsAll(<String>['audio', 'remote-notification', 'voip']));
    });

    testWidgets('shows the caller name on the ringing screen', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await CallKitBridge.simulateRinging(callerName: 'Dock Office');
      await tester.pumpAndSettle();
      expect(find.text('Dock Office'), findsOneWidget);
    });
  });
}
