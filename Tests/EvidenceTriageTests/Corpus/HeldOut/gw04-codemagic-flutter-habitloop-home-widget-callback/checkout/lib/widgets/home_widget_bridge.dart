import 'dart:async';

import 'package:flutter/widgets.dart';
import 'package:home_widget/home_widget.dart';

import '../streak/streak_repository.dart';

const appGroupId = 'group.app.habitloop.shared';
const iOSWidgetName = 'StreakWidget';

class HomeWidgetBridge {
  HomeWidgetBridge(this._streaks);

  final StreakRepository _streaks;

  Future<void> init() async {
    await HomeWidget.setAppGroupId(appGroupId);
    // Background taps on the widget's "check in" button (iOS 17 AppIntent).
    await HomeWidget.registerInteractivityCallback(_onWidgetTap);
  }

  Future<void> pushToday() async {
    final streak = await _streaks.currentStreak();
    await HomeWidget.saveWidgetData<int>('streak', streak.days);
    await HomeWidget.saveWidgetData<bool>('checkedInToday', streak.checkedInToday);
    await HomeWidget.updateWidget(iOSName: iOSWidgetName);
  }

  // Instance method: has no callback handle for the background isolate.
  Future<void> _onWidgetTap(Uri? uri) async {
    if (uri?.host == 'checkin') {
      await _streaks.checkIn(DateTime.now());
      await pushToday();
    }
  }
}
