import 'dart:async';
import 'dart:io';

import 'package:flt_worker/flt_worker.dart';
import 'package:flt_worker/ios.dart';
import 'package:flutter/foundation.dart';
import 'package:path_provider/path_provider.dart';

import 'worker.dart';

/// Schedules the tide refresh (BGAppRefreshTask) and the chart cache prune
/// (BGProcessingTask) through flt_worker's low-level BackgroundTasks API.
class RefreshScheduler {
  /// Mirrors BGTaskSchedulerPermittedIdentifiers in ios/Runner/Info.plist.
  final List<String> permittedIdentifiers = const [
    tideRefreshTaskId,
    chartPruneTaskId,
  ];

  Future<bool> isWorkerInitialized() async => workerInitialized;

  Future<bool> scheduleTideRefresh({required Duration earliestBegin}) async {
    final accepted = await submitTaskRequest(BGAppRefreshTaskRequest(
      tideRefreshTaskId,
      earliestBeginDate: DateTime.now().add(earliestBegin),
    ));
    debugPrint('RefreshScheduler: submitTaskRequest($tideRefreshTaskId) -> $accepted');
    return accepted;
  }

  Future<bool> schedulePrune() async {
    final accepted = await submitTaskRequest(BGProcessingTaskRequest(
      chartPruneTaskId,
      earliestBeginDate: DateTime.now().add(const Duration(hours: 6)),
      requiresExternalPower: true,
      requiresNetworkConnectivity: false,
    ));
    debugPrint('RefreshScheduler: submitTaskRequest($chartPruneTaskId) -> $accepted');
    return accepted;
  }

  /// Completes when the worker has written its marker file for [taskId].
  Future<DateTime> waitForWorkerMarker(String taskId) async {
    final dir = await getApplicationSupportDirectory();
    final marker = File('${dir.path}/worker-$taskId.ran');
    while (!marker.existsSync()) {
      await Future<void>.delayed(const Duration(seconds: 5));
    }
    return DateTime.parse(marker.readAsStringSync().trim());
  }

  Future<Duration> forecastAge() async {
    final dir = await getApplicationSupportDirectory();
    final stamp = File('${dir.path}/forecast.updated');
    if (!stamp.existsSync()) return const Duration(days: 365);
    return DateTime.now().difference(DateTime.parse(stamp.readAsStringSync().trim()));
  }

  Future<void> clearMarkers() async {
    final dir = await getApplicationSupportDirectory();
    for (final f in dir.listSync().whereType<File>()) {
      if (f.path.endsWith('.ran')) f.deleteSync();
    }
  }
}
