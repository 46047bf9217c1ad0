import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

import '../data/api_client.dart';

class BalanceRefresh {
  static const taskIdentifier = 'com.burrowmint.balance.refresh';
  static const _lastRunKey = 'balance_refresh_last_run';

  static Future<void> schedule() async {
    await Workmanager().registerPeriodicTask(
      taskIdentifier,
      taskIdentifier,
      frequency: const Duration(minutes: 20),
      initialDelay: const Duration(seconds: 30),
      constraints: Constraints(networkType: NetworkType.connected),
    );
  }

  static Future<void> run() async {
    final balances = await ApiClient.shared.fetchBalances();
    final prefs = await SharedPreferences.getInstance();
    await prefs.setString('balances', balances.toJson());
    await prefs.setString(_lastRunKey, DateTime.now().toIso8601String());
  }

  static Future<String?> lastRunAt() async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.reload();
    return prefs.getString(_lastRunKey);
  }
}
