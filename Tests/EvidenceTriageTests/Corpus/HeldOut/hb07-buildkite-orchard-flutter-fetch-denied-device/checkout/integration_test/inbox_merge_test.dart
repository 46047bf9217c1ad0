import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:orchard_inbox/inbox/inbox_merge.dart';
import 'package:orchard_inbox/inbox/message.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  Message draft(String id) => Message(id: id, subject: 'draft $id', isDraft: true);
  Message mail(String id) => Message(id: id, subject: 'mail $id');

  group('inbox merge', () {
    testWidgets('replaces read mail with the server page', (tester) async {
      final merged = mergeInboxPage(local: [mail('a')], page: [mail('b')]);
      expect(merged.map((m) => m.id), ['b']);
    });

    testWidgets('keeps local drafts when the server page is empty',
        (tester) async {
      final merged = mergeInboxPage(
        local: [draft('d1'), mail('a'), draft('d2')],
        page: const [],
      );
      expect(merged.where((m) => m.isDraft), hasLength(2));
    });
  });
}
