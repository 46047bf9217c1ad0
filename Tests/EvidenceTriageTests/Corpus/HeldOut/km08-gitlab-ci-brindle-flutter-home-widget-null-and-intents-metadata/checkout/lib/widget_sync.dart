import 'package:home_widget/home_widget.dart';

import 'forecast.dart';

const _appGroupId = 'group.com.brindleweather.app';
const _iOSWidgetName = 'ForecastWidget';

class WidgetSync {
  Future<void> init() => HomeWidget.setAppGroupId(_appGroupId);

  /// Pushes the latest forecast to the Home Screen widget.
  Future<void> push(Forecast forecast) async {
    await HomeWidget.saveWidgetData<String>('forecast_summary', forecast.summary);
    await HomeWidget.saveWidgetData<int>('forecast_high', forecast.high);
    // Clear the alert banner when the alert has expired.
    await HomeWidget.saveWidgetData<String>('forecast_alert', forecast.activeAlert?.headline);
    await HomeWidget.updateWidget(iOSName: _iOSWidgetName);
  }
}
