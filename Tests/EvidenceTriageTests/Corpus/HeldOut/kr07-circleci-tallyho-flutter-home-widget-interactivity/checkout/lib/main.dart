import 'package:flutter/material.dart';
import 'package:home_widget/home_widget.dart';

import 'tally_store.dart';

const appGroupId = 'group.app.tallyho.shared';

@pragma('vm:entry-point')
Future<void> interactiveCallback(Uri? uri) async {
  if (uri?.host == 'increment') {
    final id = uri!.queryParameters['id']!;
    final count = await TallyStore.increment(id);
    await HomeWidget.saveWidgetData<int>('count_$id', count);
    await HomeWidget.updateWidget(iOSName: 'TallyWidget');
  }
}

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await HomeWidget.registerInteractivityCallback(interactiveCallback);
  await HomeWidget.setAppGroupId(appGroupId);
  runApp(const TallyApp());
}
