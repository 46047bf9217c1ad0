import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:shiftboard/main.dart' as app;
import 'package:shiftboard/roster/roster_grouping.dart';
import 'package:shiftboard/shifts/shift.dart';
import 'package:shiftboard/shifts/shift_summary.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('app launches to roster', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    expect(find.text('This week'), findsOneWidget);
  });

  testWidgets('clock in starts timer', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('clock-in')));
    await tester.pump(const Duration(seconds: 2));
    expect(find.textContaining('00:00:0'), findsOneWidget);
  });

  testWidgets('shift summary formats overnight shift', (tester) async {
    final shift = Shift(
      id: 'n-1',
      start: DateTime(2025, 3, 14, 22),
      end: DateTime(2025, 3, 15, 6),
    );
    expect(shiftSummary(shift), '22:00 – 06:00 (8h)');
  });

  testWidgets('roster groups by week starting monday', (tester) async {
    final sunday = Shift(id: 's', start: DateTime(2025, 3, 16, 9), end: DateTime(2025, 3, 16, 17));
    final monday = Shift(id: 'm', start: DateTime(2025, 3, 17, 9), end: DateTime(2025, 3, 17, 17));
    final weeks = groupByWeek([sunday, monday]);
    expect(weeks.keys, [DateTime(2025, 3, 10), DateTime(2025, 3, 17)]);
  });

  testWidgets('swap request shows pending badge', (tester) async {
    app.main();
    await tester.pumpAndSettle();
    await tester.tap(find.byKey(const Key('swap-n-1')));
    await tester.pumpAndSettle();
    expect(find.text('Pending'), findsOneWidget);
  });
}
