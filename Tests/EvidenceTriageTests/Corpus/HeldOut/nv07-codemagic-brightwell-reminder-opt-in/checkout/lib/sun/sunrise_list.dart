import 'dart:convert';

class SunriseDay {
  SunriseDay(this.date, this.sunrise);
  final DateTime date;
  final String sunrise;
}

class SunriseList {
  SunriseList(this.days);
  final List<SunriseDay> days;

  factory SunriseList.fromJson(String json) {
    final raw = (jsonDecode(json) as Map<String, dynamic>)['days'] as Map<String, dynamic>;
    // keys are ISO dates, e.g. "2026-08-11"
    final days = raw.entries.map((e) => SunriseDay(DateTime.parse(e.key), e.value as String)).toList();
    days.sort((a, b) => a.sunrise.compareTo(b.sunrise));
    return SunriseList(days);
  }
}

const sampleWeek = '{"days":{"2026-08-11":"06:02","2026-08-12":"06:03","2026-08-13":"06:05","2026-08-14":"06:06","2026-08-15":"06:07","2026-08-16":"06:09","2026-08-17":"06:01"}}';
