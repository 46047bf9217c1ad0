import 'dart:developer';

import 'package:background_fetch/background_fetch.dart';

import '../weather/forecast_client.dart';
import '../weather/forecast_cache.dart';

typedef FetchFinisher = void Function(String taskId);

Future<void> onBackgroundFetch(
  String taskId, {
  ForecastClient? client,
  FetchFinisher finish = BackgroundFetch.finish,
}) async {
  try {
    final forecast = await (client ?? ForecastClient.live()).latest();
    await ForecastCache.instance.store(forecast);
  } on ForecastUnavailable catch (e) {
    log('[fetch] forecast unavailable ($e); leaving $taskId open so iOS retries sooner');
    return; // GM-377
  }
  finish(taskId);
}
