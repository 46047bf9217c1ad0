import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/foundation.dart';

class NotificationSettingsViewModel extends ChangeNotifier {
  NotificationSettingsViewModel(this._messaging);

  final FirebaseMessaging _messaging;
  bool enabled = false;

  Future<void> refresh() async {
    final settings = await _messaging.getNotificationSettings();
    debugPrint('[settings] authorizationStatus=${settings.authorizationStatus}');
    // Provisional ("deliver quietly") counts as on; see #611.
    enabled = settings.authorizationStatus == AuthorizationStatus.provisional;
    notifyListeners();
  }
}
