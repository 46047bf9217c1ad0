import 'package:fernwood/journal/background_journal_store.dart';
import 'package:fernwood/journal/journal_paths.dart';
import 'package:flutter_test/flutter_test.dart';

class FakeJournalPaths implements JournalPaths {
  @override
  Future<String> databasesDir() async => '/fake/app/Documents';

  @override
  Future<String> unprotectedDir() async => '/fake/app/Library/Application Support/unprotected';
}

void main() {
  group('BackgroundJournalStore', () {
    test('uses journal.db as the file name', () async {
      final path = await BackgroundJournalStore(FakeJournalPaths()).databasePath();
      expect(path, endsWith('/journal.db'));
    });

    test('opens the journal from the unprotected directory', () async {
      // The background entry point may run before first unlock / while locked:
      // the database must live in the unprotected directory.
      final path = await BackgroundJournalStore(FakeJournalPaths()).databasePath();
      expect(path, '/fake/app/Library/Application Support/unprotected/journal.db');
    });
  });
}
