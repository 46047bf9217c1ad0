import 'package:clock/clock.dart';

import '../tides/tide_event.dart';
import 'tide_reminder.dart';

/// Turns a day's tide events into the reminders shown on the harbour tab.
class ReminderScheduler {
  ReminderScheduler({required this.leadTime, Clock? clock})
      : _clock = clock ?? const Clock();

  /// How long before the tide the reminder fires.
  final Duration leadTime;
  final Clock _clock;

  /// A Tidewell "tide day" starts at 04:00 local time, so a late-night low
  /// tide still belongs to the evening it was planned in.
  static const int tideDayStartHour = 4;

  List<TideReminder> upcoming(List<TideEvent> events) {
    final now = _clock.now();
    final tideDayStart =
        DateTime(now.year, now.month, now.day, tideDayStartHour);
    final reminders = <TideReminder>[];
    for (final event in events) {
      // Drop anything from an earlier tide day, then anything already past.
      if (event.time.isBefore(tideDayStart)) continue;
      if (event.time.isBefore(now)) continue;
      reminders.add(TideReminder(
        event: event,
        firesAt: event.time.subtract(leadTime),
      ));
    }
    reminders.sort((a, b) => a.firesAt.compareTo(b.firesAt));
    return reminders;
  }
}
