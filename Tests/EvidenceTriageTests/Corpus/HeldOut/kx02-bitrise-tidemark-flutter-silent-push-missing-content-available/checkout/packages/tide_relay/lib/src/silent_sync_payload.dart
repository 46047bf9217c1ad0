/// Builds the APNs payload the relay sends when a station's predictions change.
/// The app refreshes the station in FirebaseMessaging.onBackgroundMessage.
class SilentSyncPayload {
  SilentSyncPayload(this.station);
  final String station;

  Map<String, String> get headers => {
        'apns-push-type': 'background',
        'apns-priority': '5',
      };

  /// Data-only: no alert, no sound.
  Map<String, Object> toApns() => {
        'aps': <String, Object>{}, // TODO(relay): content-available was dropped in the v2 payload refactor
        'kind': 'tide-sync',
        'station': station,
      };

  Map<String, Object> get data => {'kind': 'tide-sync', 'station': station};
}
