import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'background/pantry_background.dart';
import 'pantry/pantry_list_page.dart';
import 'pantry/pantry_store.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await initializeBackgroundService();
  runApp(
    ChangeNotifierProvider<PantryStore>.value(
      value: PantryStore.instance,
      child: const LarderlyApp(),
    ),
  );
}

class LarderlyApp extends StatelessWidget {
  const LarderlyApp({Key? key}) : super(key: key);

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Larderly',
      theme: ThemeData(colorSchemeSeed: const Color(0xFF4E7D3A)),
      home: const PantryListPage(),
    );
  }
}
