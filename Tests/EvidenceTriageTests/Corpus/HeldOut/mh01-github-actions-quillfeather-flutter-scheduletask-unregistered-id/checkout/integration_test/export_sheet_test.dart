import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quillfeather/export/export_sheet.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Export sheet', () {
    testWidgets('shows last export date', (tester) async {
      final last = DateTime(2026, 8, 3, 2, 0);
      await tester.pumpWidget(MaterialApp(
        locale: const Locale('en', 'GB'),
        home: ExportSheet(lastExport: last),
      ));
      await tester.pumpAndSettle();

      final text = tester.widget<Text>(find.byKey(const Key('last-export'))).data;
      // Sheet must follow the app locale (en_GB), not the device default.
      // The Simulator on the runner is en_US.
      //
      // 24-hour clock, day before month, abbreviated month name.
      expect(text, 'Last export: 3 Aug 2026, 02:00');
    });

    testWidgets('shows export button', (tester) async {
      await tester.pumpWidget(MaterialApp(home: ExportSheet(lastExport: null)));
      expect(find.text('Export now'), findsOneWidget);
    });
  });
}
