import '../tides/tide_event.dart';
import 'tide_reminder.dart';

class ReminderPlanner {
  static const lead = Duration(minutes: 45);

  List<TideReminder> plan(List<TideEvent> events) {
    final out = <TideReminder>[];
    for (final e in events.where((e) => e.kind == TideKind.high)) {
      // id derived from the event time so a re-plan overwrites the same request
      out.add(TideReminder(
        id: e.time.millisecondsSinceEpoch ~/ 1000,
        title: 'High water at ${e.station}',
        body: '${e.heightM?.toStringAsFixed(1)} m',
        when: e.time.subtract(lead),
      ));
    }
    return out;
  }
}
