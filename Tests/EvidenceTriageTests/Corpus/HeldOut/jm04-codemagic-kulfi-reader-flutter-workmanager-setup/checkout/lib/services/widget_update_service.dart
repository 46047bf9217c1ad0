import 'dart:convert';

import 'package:home_widget/home_widget.dart';

import '../models/article.dart';

class WidgetUpdateService {
  static const appGroupId = 'group.dev.kulfi.reader';

  Future<void> publish({required List<Article> latest, required Map<String, List<Article>> byCategory}) async {
    await HomeWidget.setAppGroupId(appGroupId);
    await HomeWidget.saveWidgetData('widget_latest', jsonEncode(latest.take(6).map((a) => a.toWidgetJson()).toList()));
    await HomeWidget.saveWidgetData('widget_category_list', jsonEncode(byCategory.keys.toList()));
    await HomeWidget.saveWidgetData(
      'widget_category_data',
      jsonEncode(byCategory.map((k, v) => MapEntry(k, v.take(6).map((a) => a.toWidgetJson()).toList()))),
    );
    await HomeWidget.updateWidget(iOSName: 'KulfiLatestWidget');
    await HomeWidget.updateWidget(iOSName: 'KulfiCategoryWidget');
  }
}
