import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:golden_toolkit/golden_toolkit.dart';
import 'package:tidewell/presentation/auth_screen.dart';

void main() {
  group('AuthScreen', () {
    testWidgets('shows the sign-in button', (tester) async {
      await tester.pumpWidget(const MaterialApp(home: AuthScreen()));
      expect(find.text('Sign in'), findsOneWidget);
    });

    testGoldens('Authentication screen golden', (tester) async {
      await loadAppFonts();
      await tester.pumpWidgetBuilder(const AuthScreen(),
          surfaceSize: const Size(390, 844));
      await screenMatchesGolden(tester, 'authentication_screen_golden');
    });
  });
}
