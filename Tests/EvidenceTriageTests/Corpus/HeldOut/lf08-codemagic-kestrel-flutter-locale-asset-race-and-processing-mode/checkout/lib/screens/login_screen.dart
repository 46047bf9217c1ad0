import 'package:flutter/material.dart';
import '../l10n/app_translations.dart';

class LoginScreen extends StatelessWidget {
  const LoginScreen({super.key});

  @override
  Widget build(BuildContext context) {
    final t = AppTranslations.of(context)!;
    return Scaffold(
      body: Center(child: FilledButton(onPressed: () {}, child: Text(t.text('login.button')))),
    );
  }
}
