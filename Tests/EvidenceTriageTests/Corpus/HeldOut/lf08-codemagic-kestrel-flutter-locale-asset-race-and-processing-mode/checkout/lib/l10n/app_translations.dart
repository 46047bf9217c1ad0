import 'dart:convert';

import 'package:flutter/services.dart' show rootBundle;
import 'package:flutter/widgets.dart';

/// Strings loaded from assets/locale/<code>.json (the Hindi bundle is ~720 KB with species names).
class AppTranslations {
  AppTranslations(this.locale, this._values);

  final Locale locale;
  final Map<String, dynamic> _values;

  static AppTranslations? of(BuildContext context) =>
      Localizations.of<AppTranslations>(context, AppTranslations);

  static Future<AppTranslations> load(Locale locale) async {
    final json = await rootBundle.loadString('assets/locale/${locale.languageCode}.json');
    return AppTranslations(locale, jsonDecode(json) as Map<String, dynamic>);
  }

  String text(String key) => (_values[key] as String?) ?? key;
}

class AppTranslationsDelegate extends LocalizationsDelegate<AppTranslations> {
  const AppTranslationsDelegate();

  @override
  bool isSupported(Locale locale) => ['en', 'hi'].contains(locale.languageCode);

  @override
  Future<AppTranslations> load(Locale locale) => AppTranslations.load(locale);

  @override
  bool shouldReload(AppTranslationsDelegate old) => false;
}
