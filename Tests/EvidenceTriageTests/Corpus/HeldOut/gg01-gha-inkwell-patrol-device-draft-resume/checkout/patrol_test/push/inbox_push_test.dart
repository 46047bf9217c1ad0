import 'dart:convert';
import 'dart:io';

import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

import '../common.dart';

// Sends a real APNs message through the sandbox push service and expects
// FirebaseMessaging.onBackgroundMessage to refresh the inbox while the app
// sits in the background.
final _sandbox = Uri.parse(
  const String.fromEnvironment('INKWELL_PUSH_SANDBOX_URL'),
);

void main() {
  group('push sync', () {
    patrolTest(
      'background data message refreshes the inbox while backgrounded',
      ($) async {
        await createApp($, seed: Seed.inboxWithZeroNew);
        await $(#'inbox-count').waitUntilVisible();
        final token = await pushTokenForTest();

        await $.native.pressHome();
        final response = await _sendDataOnly(token, newItems: 2);
        expect(response.statusCode, 200);

        // Give iOS a minute to wake the app for the background message.
        await Future<void>.delayed(const Duration(seconds: 60));
        await $.native.openApp();

        await $('2 new').waitUntilVisible(
          timeout: const Duration(seconds: 5),
        );
      },
    );
  });
}

Future<HttpClientResponse> _sendDataOnly(String token, {required int newItems}) async {
  final client = HttpClient();
  final request = await client.postUrl(_sandbox.resolve('/v1/send'));
  request.headers.contentType = ContentType.json;
  request.write(jsonEncode({
    'token': token,
    'type': 'data-only',
    'data': {'kind': 'inbox-sync', 'new': '$newItems'},
    'apns': {
      'headers': {'apns-push-type': 'background', 'apns-priority': '5'},
      'payload': {
        'aps': {'content-available': 1},
      },
    },
  }));
  return request.close();
}
