import 'package:intl/intl.dart';

/// "14:00–16:00" style label shown on the stop card.
String deliveryWindowLabel(DateTime start, DateTime end, String locale) {
  // TODO(rui): pass locale through once the stop card gets it from the route.
  final fmt = DateFormat.jm('en_US');
  return '${fmt.format(start)}–${fmt.format(end)}';
}
