import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:quarry/main.dart' as app;
import 'package:quarry/notes/field_note.dart';
import 'package:quarry/notes/tags.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('noteTitleTrimmed', (tester) async {
    final note = FieldNote.fromInput(title: '  Granite outcrop ', body: 'NE face');
    expect(note.title, 'Granite outcrop');
  });

  testWidgets('tagChipsDeduplicated', (tester) async {
    expect(Tags.normalise(['basalt', 'shale', 'Shale']), ['basalt', 'shale']);
  });

  testWidgets('offlineBannerAppears', (tester) async {
    app.main(forceOffline: true);
    await tester.pumpAndSettle();
    expect(find.byKey(const Key('banner.offline')), findsOneWidget);
  });
}
