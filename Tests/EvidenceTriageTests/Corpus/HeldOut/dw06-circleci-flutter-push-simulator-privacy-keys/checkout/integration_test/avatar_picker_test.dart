import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quayside/profile/avatar_picker.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('AvatarPicker', () {
    testWidgets('picks photo from library', (tester) async {
      await tester.pumpWidget(const MaterialApp(home: AvatarPicker()));
      await tester.tap(find.byKey(const Key('choose-from-library')));
      await tester.pumpAndSettle();
      expect(find.byKey(const Key('photo-grid')), findsOneWidget);
    });
  });
}
