import '../tides/tide_event.dart';

class TideReminder {
  const TideReminder({required this.event, required this.firesAt});

  final TideEvent event;
  final DateTime firesAt;

  @override
  String toString() => 'TideReminder(${event.kind.name} fires $firesAt)';
}
