import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:sorrel/activity/grouping.dart';
import 'package:sorrel/payments/qr.dart';
import 'package:sorrel/payments/send_validator.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('sendAmountValidation', (tester) async {
    expect(SendValidator.validate(amount: 10.00, balance: 9.99), SendError.insufficientBalance);
  });

  testWidgets('activityGroupedByDay', (tester) async {
    final items = [
      Activity(at: DateTime(2026, 8, 12, 23, 40), amount: 1),
      Activity(at: DateTime(2026, 8, 12, 8, 5), amount: 2),
      Activity(at: DateTime(2026, 8, 13, 0, 20), amount: 3),
    ];
    expect(groupByDay(items).length, 2);
  });

  testWidgets('qrPayloadIncludesAmount', (tester) async {
    final uri = QrPayload.request(recipient: 'Sorr3LxWq9b', amount: 1.5);
    expect(uri, 'solana:Sorr3LxWq9b?amount=1.5');
  });
}
