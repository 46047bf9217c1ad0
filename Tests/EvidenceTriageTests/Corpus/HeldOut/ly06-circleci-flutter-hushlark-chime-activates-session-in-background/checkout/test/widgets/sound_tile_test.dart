import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:hushlark/catalog/sound.dart';
import 'package:hushlark/widgets/sound_tile.dart';

void main() {
  group('sound tile', () {
    testWidgets('shows the premium lock for locked sounds', (tester) async {
      await tester.pumpWidget(const MaterialApp(
        home: Material(child: SoundTile(sound: Sound.fixturePremium, unlocked: false)),
      ));
      expect(find.byIcon(Icons.lock_outline), findsOneWidget);
    });

    testWidgets('hides the lock once premium is unlocked', (tester) async {
      await tester.pumpWidget(const MaterialApp(
        home: Material(child: SoundTile(sound: Sound.fixturePremium, unlocked: true)),
      ));
      expect(find.byIcon(Icons.lock_outline), findsNothing);
    });
  });
}
