import 'package:shared_preferences/shared_preferences.dart';

import 'station.dart';

class StationStore {
  StationStore._();
  static final instance = StationStore._();

  static const _selectedKey = 'last_station';
  static const _defaultId = '9414290'; // San Francisco

  Station current = Station.byId(_defaultId);

  Future<void> select(String id) async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString(_selectedKey, id);
    current = Station.byId(id);
  }

  Future<void> reload() async {
    final prefs = await SharedPreferences.getInstance();
    // Reads the key written by the 1.x settings screen.
    final id = prefs.getString('lastStation') ?? _defaultId;
    current = Station.byId(id);
  }

  Future<List<Station>> nearby(double lat, double lon) async {
    final all = Station.all.toList()
      ..sort((a, b) => a.distanceTo(lat, lon).compareTo(b.distanceTo(lat, lon)));
    return all;
  }
}
