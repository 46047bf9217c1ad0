import 'package:path/path.dart' as p;

import 'journal_paths.dart';

/// The journal database as opened from the background-refresh entry point
/// (BGAppRefreshTask `com.fernwood.journal.sync`, see ios/Runner/AppDelegate.swift).
/// iOS can launch that entry point while the phone is locked.
class BackgroundJournalStore {
  BackgroundJournalStore(this._paths);

  final JournalPaths _paths;

  Future<String> databasePath() async {
    // Same file the UI isolate opens: sqflite's default databases directory (Documents),
    // which keeps the default iOS data protection.
    return p.join(await _paths.databasesDir(), 'journal.db');
  }
}
