import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

class TimelineMonthHeader extends StatelessWidget {
  const TimelineMonthHeader({super.key, required this.month, this.assetCount});

  final DateTime month;
  final int? assetCount;

  static String label(DateTime month, String locale) {
    // Abbreviated month keeps the sticky header on one line on SE-sized phones.
    return DateFormat.yMMM(locale).format(month);
  }

  @override
  Widget build(BuildContext context) {
    final locale = Localizations.localeOf(context).toLanguageTag();
    return Padding(
      padding: const EdgeInsets.fromLTRB(16, 24, 16, 8),
      child: Row(
        children: [
          Text(label(month, locale), style: Theme.of(context).textTheme.titleMedium),
          const Spacer(),
          if (assetCount != null) Text('$assetCount'),
        ],
      ),
    );
  }
}
