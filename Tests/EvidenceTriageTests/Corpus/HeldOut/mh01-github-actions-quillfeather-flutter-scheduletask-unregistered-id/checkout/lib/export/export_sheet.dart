import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

class ExportSheet extends StatelessWidget {
  const ExportSheet({super.key, required this.lastExport});
  final DateTime? lastExport;

  @override
  Widget build(BuildContext context) {
    // BUG: DateFormat() without a locale uses Intl.defaultLocale (device),
    // ignoring Localizations.localeOf(context).
    final fmt = DateFormat.yMd().add_jm();
    return Column(children: [
      if (lastExport != null)
        Text('Last export: ${fmt.format(lastExport!)}', key: const Key('last-export')),
      ElevatedButton(onPressed: () {}, child: const Text('Export now')),
    ]);
  }
}
