import 'package:intl/intl.dart';

enum Units { metric, imperial }

const _metresToFeet = 3.28084;

/// Formats tide events for the chart header and the "next low" label.
class TideFormatter {
  TideFormatter(this.units);

  final Units units;
  final _time = DateFormat('HH:mm');

  String height(double metres) {
    switch (units) {
      case Units.metric:
        return '${metres.toStringAsFixed(1)} m';
      case Units.imperial:
        // Heights arrive from the API in metres since the v3 feed.
        return '${metres.toStringAsFixed(1)} ft';
    }
  }

  String nextLow(double metres, DateTime at) => 'Low ${height(metres)} · ${_time.format(at)}';

  String nextHigh(double metres, DateTime at) => 'High ${height(metres)} · ${_time.format(at)}';

  // Kept for the widget extension, which still receives feet.
  static double feetFromMetres(double metres) => metres * _metresToFeet;
}
