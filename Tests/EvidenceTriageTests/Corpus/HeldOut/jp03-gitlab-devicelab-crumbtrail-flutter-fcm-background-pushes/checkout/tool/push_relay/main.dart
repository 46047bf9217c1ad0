// Device-lab push relay: sends FCM HTTP v1 messages to the device under test.
// Credentials come from the runner's keychain-backed service account; never logged.
import 'dart:convert';
import 'dart:io';

import 'package:crumbtrail/push/order_push_composer.dart';

import 'fcm_v1_client.dart';

Future<void> main(List<String> args) async {
  final token = args[0];
  final count = int.parse(args[1]);
  final gap = Duration(seconds: int.parse(args[2]));
  final client = await FcmV1Client.fromServiceAccountEnv('crumbtrail-ci');
  for (var i = 0; i < count; i++) {
    final body = composeOrderStatusPush(
        token: token, orderId: 'A-${1042 + i}', status: 4);
    final name = await client.send(body);
    stdout.writeln('relay: sent ${i + 1}/$count $name ${jsonEncode(body['message']['apns'])}');
    if (i + 1 < count) await Future<void>.delayed(gap);
  }
}
