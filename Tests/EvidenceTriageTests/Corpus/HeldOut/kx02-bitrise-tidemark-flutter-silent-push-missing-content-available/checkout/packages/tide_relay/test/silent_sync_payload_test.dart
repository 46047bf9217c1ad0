import 'package:test/test.dart';
import 'package:tide_relay/tide_relay.dart';

void main() {
  group('SilentSyncPayload', () {
    test('targets the station topic', () {
      expect(SilentSyncPayload('9414290').data['station'], '9414290');
    });

    test('builds data-only sync payload with content-available', () {
      final payload = SilentSyncPayload('9414290').toApns();
      final aps = payload['aps'] as Map<String, Object>;
      // iOS only runs onBackgroundMessage for a data-only push when aps carries
      // content-available: 1 (firebase_messaging docs, "Data-only messages").
      expect(aps['alert'], isNull);
      expect(payload['kind'], 'tide-sync');
      expect(aps, contains('content-available'));
    });

    test('uses apns-push-type background', () {
      expect(SilentSyncPayload('9414290').headers['apns-push-type'], 'background');
    });
  });
}
