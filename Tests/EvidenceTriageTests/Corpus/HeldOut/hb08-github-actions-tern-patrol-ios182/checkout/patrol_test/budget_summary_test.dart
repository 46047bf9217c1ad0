import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:tern_budget/main.dart' as app;

void main() {
  patrolTest('shows remaining budget after adding an expense', ($) async {
    app.main(seed: const {'monthlyBudget': 1250.00});
    await $.pumpAndSettle();

    await $(#addExpenseButton).tap();
    await $(#expenseAmountField).enterText('100');
    await $(#expenseSaveButton).tap();
    await $.pumpAndSettle();

    expect($('€1,150.00 left'), findsOneWidget);
  });
}
