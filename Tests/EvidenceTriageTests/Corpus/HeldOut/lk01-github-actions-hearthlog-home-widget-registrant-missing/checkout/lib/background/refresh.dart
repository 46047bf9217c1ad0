import 'package:workmanager/workmanager.dart';
import 'package:home_widget/home_widget.dart';

const widgetRefreshTask = 'com.hearthlog.app.widget-refresh';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, input) async {
    await HomeWidget.saveWidgetData<String>('refreshedAt', DateTime.now().toIso8601String());
    await HomeWidget.updateWidget(iOSName: 'HearthWidget');
    return true;
  });
}

Future<void> schedulePeriodicRefresh() async {
  await Workmanager().initialize(callbackDispatcher);
  // On iOS this submits a BGAppRefreshTaskRequest; iOS decides when (and whether) it runs.
  await Workmanager().registerPeriodicTask(widgetRefreshTask, widgetRefreshTask,
      frequency: const Duration(minutes: 20), initialDelay: const Duration(seconds: 10));
}
