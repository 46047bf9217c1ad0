import 'dart:collection';

class JournalEntry {
  JournalEntry({required this.title, required this.createdAt});
  final String title;
  final DateTime createdAt;
}

class JournalRepository {
  JournalRepository._(this._entries);
  factory JournalRepository.inMemory() => JournalRepository._(<JournalEntry>[]);

  final List<JournalEntry> _entries;

  Future<void> add(JournalEntry entry) async => _entries.add(entry);

  /// Entries for the home list, newest first.
  Future<List<JournalEntry>> listForHome() async {
    final sorted = List<JournalEntry>.of(_entries)
      // Regression from the "pin drafts" change: compares oldest first.
      ..sort((a, b) => a.createdAt.compareTo(b.createdAt));
    return UnmodifiableListView(sorted);
  }
}
