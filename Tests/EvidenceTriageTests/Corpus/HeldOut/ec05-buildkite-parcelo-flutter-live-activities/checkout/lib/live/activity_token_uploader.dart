import 'dart:async';

/// The subset of the `live_activities` plugin the uploader needs.
abstract class LiveActivityClient {
  Future<String?> createActivity(Map<String, dynamic> data);
  Future<String?> getPushToken(String activityId);
  Stream<ActivityTokenUpdate> get pushTokenUpdates;
}

class ActivityTokenUpdate {
  ActivityTokenUpdate(this.activityId, this.token);
  final String activityId;
  final String token;
}

abstract class TokenApi {
  Future<void> registerActivityToken(String orderId, String token);
}

/// Starts the delivery Live Activity for an order and registers its APNs
/// push token with the backend so courier updates can be pushed.
class ActivityTokenUploader {
  ActivityTokenUploader(this._client, this._api);

  final LiveActivityClient _client;
  final TokenApi _api;

  Future<String?> startForOrder(String orderId, Map<String, dynamic> content) async {
    final activityId = await _client.createActivity(content);
    if (activityId == null) return null;

    // Token is available right after creation.
    final token = await _client.getPushToken(activityId);
    if (token != null) {
      await _api.registerActivityToken(orderId, token);
    }
    return activityId;
  }
}
