import 'dart:convert';
import 'dart:io';

import 'package:flutter/services.dart';
import 'package:shared_preference_app_group/shared_preference_app_group.dart';

/// Writes what the iOS home-screen widget shows. The widget extension reads the same
/// App Group container (group.app.sproutly.shared); the app writes from the foreground
/// and from the `app.sproutly.widget-refresh` BGAppRefreshTask.
class WidgetSnapshotWriter {
  WidgetSnapshotWriter({MethodChannel? channel})
      : _channel = channel ?? const MethodChannel('sproutly/app_group');

  static const appGroupId = 'group.app.sproutly.shared';
  static const snapshotFileName = 'widget-snapshot.json';

  final MethodChannel _channel;

  Future<void> configure() async {
    await SharedPreferenceAppGroup.setAppGroup(appGroupId);
  }

  /// Directory of the shared container, as the widget extension sees it.
  Future<Directory> appGroupDirectory() async {
    final path = await _channel.invokeMethod<String>('appGroupDirectory', appGroupId);
    return Directory(path!);
  }

  Future<File> writeSnapshot(Map<String, Object?> snapshot) async {
    await configure();
    await SharedPreferenceAppGroup.setString(
        'nextWateringDate', snapshot['nextWateringDate'] as String?);

    final file = File('${(await appGroupDirectory()).path}/$snapshotFileName');
    return file.writeAsString(jsonEncode(snapshot), flush: true);
  }

  /// Reads the value back through the widget's own path (a plist inside the container).
  Future<String?> readAsWidget(String key) async {
    return _channel.invokeMethod<String>('readAsWidget', {'group': appGroupId, 'key': key});
  }
}
