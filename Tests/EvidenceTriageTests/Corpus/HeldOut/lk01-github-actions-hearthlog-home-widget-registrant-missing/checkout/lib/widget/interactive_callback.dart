import 'package:home_widget/home_widget.dart';
import 'package:shared_preferences/shared_preferences.dart';

const appGroupId = 'group.com.hearthlog.app';

/// Runs in home_widget's background isolate when the widget's "Done" button is tapped.
@pragma('vm:entry-point')
Future<void> interactiveCallback(Uri? uri) async {
  if (uri?.host != 'toggle') return;
  final habitId = uri!.queryParameters['habit']!;
  final prefs = await SharedPreferences.getInstance(); // needs the plugin in this isolate
  final done = !(prefs.getBool('done.$habitId') ?? false);
  await prefs.setBool('done.$habitId', done);
  await HomeWidget.saveWidgetData<bool>('done.$habitId', done);
  await HomeWidget.updateWidget(iOSName: 'HearthWidget');
}

Future<void> registerWidgetInteractivity() async {
  await HomeWidget.setAppGroupId(appGroupId);
  await HomeWidget.registerInteractivityCallback(interactiveCallback);
}
