import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:tidewell/feed/feed_cursor.dart';
import 'package:tidewell/feed/tide_page.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('FeedCursor', () {
    testWidgets('keeps page token after refresh', (tester) async {
      final cursor = FeedCursor.inMemory();
      cursor.advance(const TidePage(items: 20, nextToken: 'p-0042'));
      cursor.refresh();
      expect(cursor.pageToken, 'p-0042');
    });
  });
}
