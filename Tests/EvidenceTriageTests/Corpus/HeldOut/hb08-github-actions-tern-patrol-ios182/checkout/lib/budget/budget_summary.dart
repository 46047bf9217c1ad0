import 'package:intl/intl.dart';

import 'expense.dart';

class BudgetSummary {
  BudgetSummary({required this.monthlyBudget, required this.expenses});

  final double monthlyBudget;
  final List<Expense> expenses;

  /// Expenses saved this month, excluding ones still pending sync.
  double get spent => expenses
      .where((e) => e.syncedAt != null)
      .fold(0.0, (sum, e) => sum + e.amount);

  double get remaining => monthlyBudget - spent;

  String get remainingLabel =>
      '${NumberFormat.currency(locale: 'en_IE', symbol: '€').format(remaining)} left';
}
