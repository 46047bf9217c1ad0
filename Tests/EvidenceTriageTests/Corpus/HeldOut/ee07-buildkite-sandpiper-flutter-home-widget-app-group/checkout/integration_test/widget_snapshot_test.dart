import 'package:flutter/material.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:home_widget/home_widget.dart';
import 'package:integration_test/integration_test.dart';

import 'package:sandpiper/widget/tide_widget_view.dart';
import 'package:sandpiper/widget/widget_sync.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  setUpAll(() async {
    await HomeWidget.setAppGroupId(WidgetSync.appGroupId);
  });

  testWidgets('saves next tide for the widget', (tester) async {
    await WidgetSync.saveNextTide(label: 'High 06:12', heightMetres: 4.1);
    expect(await HomeWidget.getWidgetData<String>('next_tide_label'), 'High 06:12');
  });

  testWidgets('renders the tide widget snapshot into the app group', (tester) async {
    final path = await HomeWidget.renderFlutterWidget(
      const TideWidgetView(label: 'High 06:12', heightMetres: 4.1),
      key: 'tide_snapshot',
      logicalSize: const Size(320, 150),
    );
    expect(path, isNotNull);
  });
}
