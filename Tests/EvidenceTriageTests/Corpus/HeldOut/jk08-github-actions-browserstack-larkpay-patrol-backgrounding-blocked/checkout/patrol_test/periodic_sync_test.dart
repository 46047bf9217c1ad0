import 'package:flutter_test/flutter_test.dart';
import 'package:larkpay/background/statement_sync.dart';
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('registers the nightly statement sync', ($) async {
    await StatementSync.schedule();
    expect(await StatementSync.isScheduled(), isTrue);
  });
}
