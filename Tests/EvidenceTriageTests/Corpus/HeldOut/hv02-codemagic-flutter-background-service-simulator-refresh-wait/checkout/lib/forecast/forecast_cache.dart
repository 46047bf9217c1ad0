import 'dart:convert';

import 'package:shared_preferences/shared_preferences.dart';

import 'forecast.dart';

class ForecastCache {
  ForecastCache._(this._prefs);

  static Future<ForecastCache> open() async => ForecastCache._(await SharedPreferences.getInstance());

  final SharedPreferences _prefs;

  String get harbourId => _prefs.getString('harbourId') ?? 'GB-FAL';

  DateTime? get lastBackgroundRefresh {
    final s = _prefs.getString('lastBackgroundRefresh');
    return s == null ? null : DateTime.parse(s);
  }

  set lastBackgroundRefresh(DateTime? t) =>
      _prefs.setString('lastBackgroundRefresh', t!.toIso8601String());

  TideSnapshot? get snapshot {
    final s = _prefs.getString('tideSnapshot');
    return s == null ? null : TideSnapshot.fromJson(jsonDecode(s) as Map<String, dynamic>);
  }

  Future<void> saveSnapshot(TideSnapshot s) => _prefs.setString('tideSnapshot', jsonEncode(s.toJson()));

  Forecast? get forecast {
    final s = _prefs.getString('forecast');
    return s == null ? null : Forecast.fromJson(jsonDecode(s) as Map<String, dynamic>);
  }

  /// Replaces the cached forecast with a fresh one from [fetch].
  Future<void> refresh(Future<Forecast> Function() fetch) async {
    await _prefs.remove('forecast');
    final fresh = await fetch();
    await _prefs.setString('forecast', jsonEncode(fresh.toJson()));
  }
}
