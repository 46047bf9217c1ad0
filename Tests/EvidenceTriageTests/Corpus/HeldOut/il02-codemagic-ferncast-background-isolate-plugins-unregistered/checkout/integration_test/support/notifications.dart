import 'package:patrol/patrol.dart';

/// Polls the notification centre until a notification containing [text] shows.
Future<void> waitForNotification(PatrolIntegrationTester $, String text,
    {Duration timeout = const Duration(seconds: 10)}) async {
  final end = DateTime.now().add(timeout);
  await $.native.openNotifications();
  while (DateTime.now().isBefore(end)) {
    final all = await $.native.getNotifications();
    if (all.any((n) => (n.title + n.content).contains(text))) return;
    await Future<void>.delayed(const Duration(seconds: 1));
  }
  throw Exception('timed out after ${timeout.inSeconds}s waiting for notification "$text"');
}
