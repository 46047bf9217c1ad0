import 'package:flutter/material.dart';
import 'package:provider/provider.dart';
import 'notification_settings_view_model.dart';

class NotificationSettingsPage extends StatelessWidget {
  const NotificationSettingsPage({super.key});

  @override
  Widget build(BuildContext context) {
    final vm = context.watch<NotificationSettingsViewModel>();
    return Scaffold(
      appBar: AppBar(title: const Text('Notifications')),
      body: SwitchListTile(
        key: const Key('notifications-switch-tile'),
        title: const Text('Crew messages'),
        value: vm.enabled,
        onChanged: null,
        secondary: Switch(key: const Key('notifications-switch'), value: vm.enabled, onChanged: null),
      ),
    );
  }
}
