import 'dart:ui';

import 'package:flutter/widgets.dart';
import 'package:flutter_background_service/flutter_background_service.dart';

import '../relay/relay_client.dart';
import '../trades/trade_event_store.dart';

/// Dependencies the iOS background callback needs. Production code builds them
/// from scratch inside the background isolate; tests inject fakes.
class BackgroundDeps {
  BackgroundDeps({required this.relay, required this.store});

  final RelayClient relay;
  final TradeEventStore store;

  static Future<BackgroundDeps> create() async => BackgroundDeps(
        relay: await RelayClient.connectFromPreferences(),
        store: await TradeEventStore.open(),
      );
}

/// Called by flutter_background_service_ios when iOS runs the
/// `dev.flutter.background.refresh` BGAppRefreshTask (roughly every 15+ minutes,
/// at the system's discretion). Returning true completes the task.
@pragma('vm:entry-point')
Future<bool> onIosBackground(ServiceInstance service, {BackgroundDeps? deps}) async {
  WidgetsFlutterBinding.ensureInitialized();
  DartPluginRegistrant.ensureInitialized();

  // TODO(ios-background): drain pending trade events from the relays into the
  // local store so the order screen is current when the user comes back.
  return true;
}
