// GENERATED CODE - DO NOT MODIFY BY HAND (gherkin)
import 'package:flutter_test/flutter_test.dart';

import 'steps/app_steps.dart';

void main() {
  group('''Smoke Test''', () {
    testWidgets('''end-2-end Test''', (tester) async {
      await theAppIsRunning(tester);
      await iSeeTheTrailsTab(tester);
      await iOpenTheFirstTrail(tester);
      await iSeeTheElevationProfile(tester);
    });
  });
}
