import 'package:cadence/focus/nudges.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('schedules a repeating focus nudge every 30 seconds', (tester) async {
    final nudges = FocusNudges();
    await nudges.init();

    await nudges.startSession(habitId: 'hb-3', every: const Duration(seconds: 30));

    final scheduled = await nudges.scheduledFor('hb-3');
    expect(scheduled, hasLength(1));
    expect(scheduled.single.repeats, isTrue);
  });
}
