import 'package:home_widget/home_widget.dart';

class WidgetSync {
  static const appGroupId = 'group.com.sandpiper.tides';
  static const iOSWidgetName = 'TideWidget';

  static Future<void> saveNextTide({required String label, required double heightMetres}) async {
    await HomeWidget.saveWidgetData<String>('next_tide_label', label);
    await HomeWidget.saveWidgetData<double>('next_tide_height', heightMetres);
    await HomeWidget.updateWidget(iOSName: iOSWidgetName);
  }

  static Future<void> refreshFromBackground({required DateTime now}) async {
    // called from the workmanager periodic task (BGAppRefreshTask on iOS)
    await HomeWidget.saveWidgetData<String>('last_refresh_source', 'background');
    await HomeWidget.saveWidgetData<String>('last_refresh_at', now.toIso8601String());
    await HomeWidget.updateWidget(iOSName: iOSWidgetName);
  }

  static Future<String?> lastRefreshSource() => HomeWidget.getWidgetData<String>('last_refresh_source');
}
