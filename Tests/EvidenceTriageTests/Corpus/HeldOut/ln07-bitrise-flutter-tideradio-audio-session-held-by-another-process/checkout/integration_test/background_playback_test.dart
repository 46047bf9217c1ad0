import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tideradio/main.dart' as app;
import 'package:tideradio/player/radio_player.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('background playback', () {
    testWidgets('keeps playing when app is backgrounded', (tester) async {
      app.main();
      await tester.pumpAndSettle();
      await tester.tap(find.text('North Sea FM'));
      await tester.pumpAndSettle(const Duration(seconds: 2));
      expect(RadioPlayer.instance.playing, isTrue);
    });
  });
}
