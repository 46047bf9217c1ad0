import 'package:flutter/material.dart';
import 'package:flutter_localizations/flutter_localizations.dart';
import 'package:intl/intl.dart';

class SyncStatusHarness extends StatelessWidget {
  const SyncStatusHarness({super.key, required this.locale, required this.lastSync});
  final Locale locale;
  final String lastSync;

  @override
  Widget build(BuildContext context) => MaterialApp(
        locale: locale,
        supportedLocales: const [Locale('en'), Locale('de', 'DE')],
        localizationsDelegates: GlobalMaterialLocalizations.delegates,
        home: Scaffold(body: SyncStatusLine(lastSync: DateTime.parse(lastSync))),
      );
}

class SyncStatusLine extends StatelessWidget {
  const SyncStatusLine({super.key, required this.lastSync});
  final DateTime lastSync;

  @override
  Widget build(BuildContext context) {
    final tag = Localizations.localeOf(context).toLanguageTag();
    // DateFormat for a non-default locale needs initializeDateFormatting(tag)
    // (package:intl/date_symbol_data_local.dart) before first use.
    final formatted = DateFormat.yMMMd(tag).format(lastSync.toLocal());
    return Text(tag.startsWith('de')
        ? 'Zuletzt synchronisiert: $formatted'
        : 'Last synced: $formatted');
  }
}
