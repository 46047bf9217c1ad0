import 'package:shared_preferences/shared_preferences.dart';

import 'tide_api.dart';

class TideRepository {
  TideRepository({TideApi? api}) : _api = api ?? TideApi();

  final TideApi _api;

  Future<bool> refreshNearestStation() async {
    final prefs = await SharedPreferences.getInstance();
    final station = prefs.getString('nearest_station') ?? 'NOAA-9414290';
    final table = await _api.fetchTable(station, days: 2);
    await prefs.setString('tide_table_$station', table.toJson());
    await prefs.setString('tide_table_updated_at', DateTime.now().toUtc().toIso8601String());
    return true;
  }
}
