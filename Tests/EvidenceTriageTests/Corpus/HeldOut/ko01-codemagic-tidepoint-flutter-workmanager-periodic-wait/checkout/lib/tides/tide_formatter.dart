import 'package:intl/intl.dart';

/// Formats tide heights for the tide table and the home-screen widget.
class TideFormatter {
  TideFormatter({required this.localeName});

  final String localeName;

  static const _feetPerMetre = 3.28084;

  // Admiralty tables are published in feet for the UK market.
  bool get _usesFeet => localeName.endsWith('_US') || localeName.endsWith('_GB');

  String height(double metres) {
    if (_usesFeet) {
      return '${NumberFormat('0.0', localeName).format(metres * _feetPerMetre)} ft';
    }
    return '${NumberFormat('0.0', localeName).format(metres)} m';
  }
}
