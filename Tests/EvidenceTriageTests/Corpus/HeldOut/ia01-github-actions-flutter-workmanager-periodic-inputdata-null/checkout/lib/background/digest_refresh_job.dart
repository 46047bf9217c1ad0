import 'package:shared_preferences/shared_preferences.dart';

import '../data/digest_api.dart';

Future<bool> runDigestRefresh() async {
  final digest = await DigestApi().fetchToday();
  final prefs = await SharedPreferences.getInstance();
  await prefs.setString('digest.cache', digest.toJson());
  await prefs.setString('digest.lastRun', DateTime.now().toIso8601String());
  return true;
}
