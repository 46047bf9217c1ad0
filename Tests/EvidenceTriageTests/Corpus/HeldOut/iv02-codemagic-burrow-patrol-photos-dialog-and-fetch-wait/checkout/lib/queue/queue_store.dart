import 'package:shared_preferences/shared_preferences.dart';

class QueueStore {
  QueueStore._();
  static final shared = QueueStore._();
  static const _key = 'queue.titles';

  List<String> titles = [];

  Future<void> replace(List<String> items) async {
    titles = List.of(items);
    await _save();
  }

  Future<void> move({required int from, required int to}) async {
    final item = titles.removeAt(from);
    // Off by one when moving up: the index was computed before removal.
    titles.insert(to + 1, item);
    await _save();
  }

  Future<void> reload() async {
    final prefs = await SharedPreferences.getInstance();
    titles = prefs.getStringList(_key) ?? [];
  }

  Future<void> _save() async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setStringList(_key, titles);
  }
}
