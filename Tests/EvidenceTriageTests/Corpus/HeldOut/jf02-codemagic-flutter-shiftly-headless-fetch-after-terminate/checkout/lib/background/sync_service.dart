import 'package:shared_preferences/shared_preferences.dart';

import '../roster/roster_repository.dart';

class SyncService {
  SyncService._();
  static final SyncService instance = SyncService._();

  Future<void> syncRoster({required String reason}) async {
    await RosterRepository().refresh();
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString('last_sync', DateTime.now().toIso8601String());
    await prefs.setString('last_sync_reason', reason);
  }
}
