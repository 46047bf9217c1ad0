import 'package:shared_preferences/shared_preferences.dart';

import 'chore_sync.dart';

/// Which chores are done today, persisted in SharedPreferences and pushed to the household.
class ChoreStore {
  ChoreStore._(this._prefs, this._sync);

  final SharedPreferences _prefs;
  final ChoreSync _sync;

  static const _doneKey = 'chores.doneToday';

  static Future<ChoreStore> open() async =>
      ChoreStore._(await SharedPreferences.getInstance(), ChoreSync.instance);

  List<String> get doneToday => _prefs.getStringList(_doneKey) ?? const [];

  Future<void> markDone(String choreId) async {
    final done = List<String>.of(doneToday);
    await _sync.pushDone(choreId); // network round trip
    if (!done.contains(choreId)) done.add(choreId);
    await _prefs.setStringList(_doneKey, done);
  }
}
