import 'dart:async';

import 'package:flutter_test/flutter_test.dart';
import 'package:parcelo/live/activity_token_uploader.dart';

class FakeClient implements LiveActivityClient {
  final _updates = StreamController<ActivityTokenUpdate>.broadcast();

  @override
  Future<String?> createActivity(Map<String, dynamic> data) async => 'act-1';

  /// ActivityKit hands out the token asynchronously; right after creation
  /// `pushToken` is nil.
  @override
  Future<String?> getPushToken(String activityId) async => null;

  @override
  Stream<ActivityTokenUpdate> get pushTokenUpdates => _updates.stream;

  void emitToken(String token) => _updates.add(ActivityTokenUpdate('act-1', token));
}

class RecordingApi implements TokenApi {
  final registered = <String>[];
  @override
  Future<void> registerActivityToken(String orderId, String token) async {
    registered.add('$orderId:$token');
  }
}

void main() {
  group('ActivityTokenUploader', () {
    test('uploads the token from the update stream', () async {
      final client = FakeClient();
      final api = RecordingApi();
      final uploader = ActivityTokenUploader(client, api);

      await uploader.startForOrder('ord-5521', {'eta': '12:40'});
      client.emitToken('80f2c9a1d4');
      await pumpEventQueue();

      expect(api.registered, ['ord-5521:80f2c9a1d4']);
    });

    test('returns null when the activity cannot start', () async {
      final api = RecordingApi();
      final uploader = ActivityTokenUploader(_NoActivity(), api);
      expect(await uploader.startForOrder('ord-1', {}), isNull);
      expect(api.registered, isEmpty);
    });
  });
}

class _NoActivity extends FakeClient {
  @override
  Future<String?> createActivity(Map<String, dynamic> data) async => null;
}
