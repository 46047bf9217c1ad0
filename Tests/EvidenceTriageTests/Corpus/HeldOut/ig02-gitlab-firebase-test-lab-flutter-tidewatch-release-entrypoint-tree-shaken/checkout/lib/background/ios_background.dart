import 'dart:async';
import 'dart:ui';

import 'package:flutter/widgets.dart';
import 'package:flutter_background_service/flutter_background_service.dart';

import '../tides/tide_repository.dart';

/// Called by flutter_background_service_ios in its own FlutterEngine when
/// iOS runs the app-refresh task (or performFetch).
/// Moved out of service.dart in !412 so the tide download can be unit tested.
FutureOr<bool> onIosBackground(ServiceInstance service) async {
  WidgetsFlutterBinding.ensureInitialized();
  DartPluginRegistrant.ensureInitialized();

  final repository = TideRepository();
  final stored = await repository.refreshNearestStation();
  return stored;
}
