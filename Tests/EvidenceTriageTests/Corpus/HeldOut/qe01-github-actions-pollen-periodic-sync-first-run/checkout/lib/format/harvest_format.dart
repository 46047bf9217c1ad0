import 'package:intl/intl.dart';

class HarvestFormat {
  /// Harvest dates are shown day-first to match the seed catalogue.
  static String dateLabel(DateTime d) => DateFormat.yMd().format(d);
}
