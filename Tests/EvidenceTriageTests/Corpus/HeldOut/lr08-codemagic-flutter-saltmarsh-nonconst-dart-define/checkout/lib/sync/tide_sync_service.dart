import 'dart:async';

import 'package:http/http.dart' as http;

import '../config/env.dart';
import 'tide_store.dart';

/// Pulls today's predictions for the home station. Called from the foreground
/// and from the workmanager callback when iOS runs the background fetch.
class TideSyncService {
  TideSyncService({String? apiBase, http.Client? client, TideStore? store})
      : apiBase = apiBase ?? String.fromEnvironment('TIDE_API_BASE'),
        _client = client ?? http.Client(),
        _store = store ?? TideStore.instance;

  final String apiBase;
  final http.Client _client;
  final TideStore _store;

  Future<void> syncNow() async {
    print('[TideSync] base url: "$apiBase"');
    var attempt = 0;
    while (true) {
      try {
        final uri = Uri.parse('$apiBase/v2/tides?station=$tideStation');
        final response = await _client.get(uri);
        await _store.savePredictions(response.body);
        print('[TideSync] saved predictions');
        return;
      } catch (e) {
        attempt += 1;
        print('[TideSync] fetch failed: $e');
        print('[TideSync] retrying in 30s (attempt $attempt)');
        await Future<void>.delayed(const Duration(seconds: 30));
      }
    }
  }
}
