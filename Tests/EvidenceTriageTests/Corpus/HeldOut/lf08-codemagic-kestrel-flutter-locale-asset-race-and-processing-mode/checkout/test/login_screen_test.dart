import 'package:flutter/material.dart';
import 'package:flutter_localizations/flutter_localizations.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:kestrel/l10n/app_translations.dart';
import 'package:kestrel/screens/login_screen.dart';

Widget _app(Locale locale) => MaterialApp(
      locale: locale,
      supportedLocales: const [Locale('en'), Locale('hi')],
      localizationsDelegates: const [
        AppTranslationsDelegate(),
        GlobalMaterialLocalizations.delegate,
        GlobalWidgetsLocalizations.delegate,
      ],
      home: const LoginScreen(),
    );

void main() {
  group('Login screen', () {
    testWidgets('shows English labels', (tester) async {
      await tester.pumpWidget(_app(const Locale('en')));
      await tester.pumpAndSettle();
      expect(find.text('Log in'), findsOneWidget);
    });

    testWidgets('shows Hindi labels', (tester) async {
      await tester.pumpWidget(_app(const Locale('hi')));
      await tester.pumpAndSettle();
      expect(find.text('लॉग इन करें'), findsOneWidget);
    });
  });
}
