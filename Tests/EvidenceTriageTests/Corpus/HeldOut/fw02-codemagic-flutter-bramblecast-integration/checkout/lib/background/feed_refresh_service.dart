import 'dart:ui';

import 'package:flutter_background_service/flutter_background_service.dart';
import 'package:flutter_secure_storage/flutter_secure_storage.dart';

import '../feed/feed_api.dart';
import '../feed/feed_cursor_store.dart';

/// Runs the feed refresh in flutter_background_service's own engine. On iOS the
/// service registers the BGAppRefreshTask `dev.flutter.background.refresh`
/// (listed in BGTaskSchedulerPermittedIdentifiers) and also runs [onStart] while
/// the app is in the foreground.
class FeedRefreshService {
  static const refreshedEvent = 'feedRefreshed';

  static Future<void> configure(FlutterBackgroundService service) {
    return service.configure(
      iosConfiguration: IosConfiguration(
        autoStart: false,
        onForeground: onStart,
        onBackground: onIosBackground,
      ),
      androidConfiguration: AndroidConfiguration(
        onStart: onStart,
        isForegroundMode: false,
        autoStart: false,
      ),
    );
  }
}

@pragma('vm:entry-point')
Future<bool> onIosBackground(ServiceInstance service) async {
  await _refresh(service);
  return true;
}

@pragma('vm:entry-point')
void onStart(ServiceInstance service) async {
  await _refresh(service);
}

Future<void> _refresh(ServiceInstance service) async {
  const storage = FlutterSecureStorage();
  final token = await storage.read(key: 'feed_token');
  final page = await FeedApi(token: token).latest();
  await FeedCursorStore().save(page.cursor);
  service.invoke(FeedRefreshService.refreshedEvent, {'cursor': page.cursor});
}
