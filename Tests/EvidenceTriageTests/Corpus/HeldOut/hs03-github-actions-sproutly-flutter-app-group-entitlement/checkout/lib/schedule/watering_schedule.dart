import 'package:timezone/timezone.dart' as tz;

/// Next watering time for a plant watered every [intervalDays] at [hour]:00 local time.
class WateringSchedule {
  WateringSchedule({required this.intervalDays, required this.hour, required this.location});

  final int intervalDays;
  final int hour;
  final tz.Location location;

  tz.TZDateTime nextAfter(tz.TZDateTime lastWatered) {
    // Adding a Duration keeps elapsed time constant, so a DST change moves the
    // wall-clock hour.
    final next = lastWatered.add(Duration(days: intervalDays));
    return tz.TZDateTime(location, next.year, next.month, next.day, next.hour);
  }
}
