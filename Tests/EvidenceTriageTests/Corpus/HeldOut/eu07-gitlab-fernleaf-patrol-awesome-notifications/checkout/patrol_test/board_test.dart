import 'package:fernleaf/main.dart' as app;
import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

void main() {
  group('Chore board', () {
    patrolTest('shows today\'s chores', ($) async {
      await app.main();
      await $.pumpAndSettle();
      expect($('Water the ferns'), findsOneWidget);
      expect($('Empty the dishwasher'), findsOneWidget);
    });

    patrolTest('ticking two chores quickly keeps both', ($) async {
      await app.main();
      await $.pumpAndSettle();
      // Two taps in the same frame, as a household member does when clearing the list.
      await $(#tick_water_the_ferns).tap(settlePolicy: SettlePolicy.noSettle);
      await $(#tick_empty_the_dishwasher).tap(settlePolicy: SettlePolicy.noSettle);
      await $.pumpAndSettle();

      await $.native.pressHome();
      await $.native.openApp();
      await app.main();
      await $.pumpAndSettle();

      expect($(#done_count), findsOneWidget);
      expect($('2 of 5 done'), findsOneWidget);
    });

    patrolTest('shows who is on dishes this week', ($) async {
      await app.main();
      await $.pumpAndSettle();
      expect($('Dishes: Noor'), findsOneWidget);
    });
  });
}
