import 'dart:io';

import 'package:flt_worker/flt_worker.dart';
import 'package:path_provider/path_provider.dart';

import '../tides/forecast_repository.dart';

const tideRefreshTaskId = 'app.tidewell.ios.tide-refresh';
const chartPruneTaskId = 'app.tidewell.ios.chart-prune';

bool workerInitialized = false;

/// Called from main() after runApp().
Future<void> initBackgroundWorker() async {
  await initializeWorker(tidewellWorker);
  workerInitialized = true;
}

/// Top-level dispatcher; runs in flt_worker's headless engine.
@pragma('vm:entry-point')
Future<void> tidewellWorker(WorkPayload payload) async {
  final dir = await getApplicationSupportDirectory();
  switch (payload.id) {
    case tideRefreshTaskId:
      await ForecastRepository.standalone().refreshAll();
      break;
    case chartPruneTaskId:
      await ForecastRepository.standalone().pruneChartCache();
      break;
  }
  File('${dir.path}/worker-${payload.id}.ran')
      .writeAsStringSync(DateTime.now().toIso8601String());
}
