import 'package:workmanager/workmanager.dart';

import '../tides/tide_repository.dart';

const tideRefreshTask = 'com.tidemark.app.tide-refresh';

void callbackDispatcher() {
  Workmanager().executeTask((task, inputData) async {
    await TideRepository().refreshStations();
    return true;
  });
}

Future<void> scheduleTideRefresh() async {
  await Workmanager().initialize(callbackDispatcher);
  await Workmanager().registerOneOffTask(tideRefreshTask, 'tideRefresh');
}
