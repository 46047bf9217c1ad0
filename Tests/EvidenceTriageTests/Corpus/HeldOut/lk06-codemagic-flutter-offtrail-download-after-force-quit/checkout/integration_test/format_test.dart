import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:offtrail/format/size_label.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();
  group('SizeLabel', () {
    testWidgets('formats megabytes with one decimal', (tester) async {
      expect(sizeLabel(412 * 1024 * 1024 + 300 * 1024), '412.3 MB');
    });
  });
}
