import 'package:workmanager/workmanager.dart';

/// Keeps poll results fresh while the app is backgrounded.
class PollSyncScheduler {
  static const taskId = 'edu.quad.campus.pollSync';

  final Workmanager _workmanager;
  PollSyncScheduler([Workmanager? workmanager]) : _workmanager = workmanager ?? Workmanager();

  Future<void> start() async {
    await _workmanager.initialize(pollSyncDispatcher);
    await _workmanager.registerPeriodicTask(
      taskId,
      taskId,
      frequency: const Duration(hours: 1),
      initialDelay: const Duration(minutes: 15),
    );
  }
}

@pragma('vm:entry-point')
void pollSyncDispatcher() {
  Workmanager().executeTask((task, input) async => true);
}
