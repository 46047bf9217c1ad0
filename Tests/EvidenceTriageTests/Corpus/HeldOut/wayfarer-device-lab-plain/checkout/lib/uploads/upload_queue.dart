import 'package:flutter/foundation.dart';
import 'package:flutter/services.dart';

/// Uploads trip photos. When the app goes to the background the native side
/// wraps the remaining work in UIApplication.beginBackgroundTask("upload-queue");
/// iOS grants roughly 30 s, after which the expiration handler fires and we
/// persist the remaining items for the next foreground / BGProcessingTask run.
class UploadQueue {
  static const _channel = MethodChannel('wayfarer/upload_queue');
  final List<String> _pending = [];

  int get pendingCount => _pending.length;

  Future<void> start() async {
    _channel.setMethodCallHandler((call) async {
      if (call.method == 'expired') {
        final remaining = (call.arguments as List).cast<String>();
        _pending
          ..clear()
          ..addAll(remaining);
        debugPrint('[uploads] expiration handler: ${remaining.length} photos pending, cancelling and saving for next run');
      } else if (call.method == 'uploaded') {
        _pending.remove(call.arguments as String);
      }
    });
    await _channel.invokeMethod('start', _pending);
  }

  Future<void> enqueueFixturePhotos({required int count, required int sizeKb}) async {
    for (var i = 0; i < count; i++) {
      _pending.add('fixture-$i-$sizeKb.jpg');
    }
  }
}
