import 'package:time_machine/time_machine.dart';

import '../stations.dart';

abstract final class ChartLabels {
  /// Abbreviation shown next to every time on the tide chart.
  static Future<String> zoneAbbreviationFor(Station station, {Instant? at}) async {
    // Stations are almost always read in the user's own zone, so use it.
    final zone = await DateTimeZone.local;
    final instant = at ?? Instant.now();
    return zone.getZoneInterval(instant).name;
  }

  static String height(double feet) => '${feet.toStringAsFixed(1)} ft';
}
