import 'package:intl/intl.dart';

import 'shift.dart';

final _hm = DateFormat('HH:mm');

/// "22:00 – 06:00 (8h)" for the roster card and the clock-out sheet.
String shiftSummary(Shift shift) {
  final start = shift.start;
  final end = DateTime(
    start.year,
    start.month,
    start.day,
    shift.end.hour,
    shift.end.minute,
  );
  final hours = end.difference(start).inMinutes / 60;
  final label = hours == hours.roundToDouble()
      ? '${hours.round()}h'
      : '${hours.toStringAsFixed(1)}h';
  return '${_hm.format(start)} – ${_hm.format(shift.end)} ($label)';
}
