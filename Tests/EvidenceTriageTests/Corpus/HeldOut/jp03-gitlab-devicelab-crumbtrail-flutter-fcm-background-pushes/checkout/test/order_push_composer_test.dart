import 'package:crumbtrail/push/order_push_composer.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('OrderPushComposer', () {
    test('marks the push as a background push', () {
      final msg = composeOrderStatusPush(token: 't', orderId: 'A-1042', status: 4);
      expect(msg['message']['apns']['payload']['aps']['content-available'], 1);
    });

    test('includes orderId and status in data', () {
      final msg = composeOrderStatusPush(token: 't', orderId: 'A-1042', status: 4);
      expect(msg['message']['data'], {'orderId': 'A-1042', 'status': '4'});
    });
  });
}
