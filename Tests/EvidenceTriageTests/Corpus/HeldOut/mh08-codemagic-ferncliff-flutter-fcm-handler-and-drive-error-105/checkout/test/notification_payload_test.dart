import 'package:ferncliff/messaging/notification_payload.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('NotificationPayload', () {
    test('parses trail deep link', () {
      final p = NotificationPayload.fromData({'link': 'ferncliff://trail/42?tab=conditions'});
      expect(p.route, '/trail/42');
      expect(p.query['tab'], 'conditions');
    });
  
    test('parses quiet hours', () {
      final p = NotificationPayload.fromData({'link': 'ferncliff://settings?quiet=22-07'});
      expect(p.query['quiet'], '22-07');
    });
  });
}
