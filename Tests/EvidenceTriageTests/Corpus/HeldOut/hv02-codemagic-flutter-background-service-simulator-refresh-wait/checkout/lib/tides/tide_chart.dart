import 'package:intl/intl.dart';

import '../forecast/forecast.dart';

/// Label for a tide extreme on the chart, e.g. "Low 04:12".
String tideLabel(TideExtreme e) {
  // Times come from the API in UTC.
  final local = e.timeUtc.toLocal();
  final kind = e.isHigh ? 'High' : 'Low';
  return '$kind ${DateFormat.Hm().format(local)}';
}
