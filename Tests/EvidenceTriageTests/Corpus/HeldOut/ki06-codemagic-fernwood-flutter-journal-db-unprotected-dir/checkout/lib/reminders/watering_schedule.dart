import 'package:timezone/timezone.dart' as tz;

class WateringSchedule {
  WateringSchedule({required this.everyDays});

  final int everyDays;

  /// Next watering at the same local wall-clock time.
  tz.TZDateTime nextAfter(tz.TZDateTime last) {
    return last.add(Duration(days: everyDays)); // 24 h steps drift across DST changes
  }
}
