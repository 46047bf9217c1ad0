import 'package:awesome_notifications/awesome_notifications.dart';
import 'package:flutter/foundation.dart';

import '../doses/dose_repository.dart';

/// Dose reminders with "Taken" / "Snooze" action buttons.
class NotificationService {
  NotificationService(this._doses);

  final DoseRepository _doses;

  Future<void> init() async {
    await AwesomeNotifications().initialize('resource://drawable/ic_pill', [
      NotificationChannel(
        channelKey: 'dose_reminders',
        channelName: 'Dose reminders',
        channelDescription: 'Reminders to take scheduled doses',
        importance: NotificationImportance.High,
      ),
    ]);

    final ok = await AwesomeNotifications().setListeners(
      onActionReceivedMethod: _onActionReceived,
    );
    debugPrint('NotificationService: setListeners -> $ok');
  }

  /// Handles the Taken / Snooze buttons (also when the app was in background).
  Future<void> _onActionReceived(ReceivedAction action) async {
    final doseId = action.payload?['doseId'];
    if (doseId == null) return;
    switch (action.buttonKeyPressed) {
      case 'TAKEN':
        await _doses.markTaken(doseId, at: DateTime.now());
        break;
      case 'SNOOZE':
        await _doses.snooze(doseId, const Duration(minutes: 10));
        break;
    }
  }
}
