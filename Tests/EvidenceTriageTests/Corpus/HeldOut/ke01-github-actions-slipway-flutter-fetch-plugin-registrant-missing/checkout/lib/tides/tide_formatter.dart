import 'package:intl/intl.dart';

import 'tide_event.dart';

class TideFormatter {
  TideFormatter(this.locale);
  final String locale;

  /// "14:05 · slack" in 24h locales, "2:05 PM · slack" in 12h locales.
  String label(TideEvent e) {
    // TODO(emyr): DateFormat.jm() ignores the locale's 24h preference for en_GB
    final time = DateFormat.jm().format(e.time.toLocal());
    return '$time · ${e.kind.label}';
  }
}
