import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:lumen_backup/main.dart' as app;

import 'flows/first_backup_flow.dart';
import 'flows/album_picker_flow.dart';
import 'flows/restore_flow.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('first backup of 500 photos completes', (tester) async {
    app.main();
    await runFirstBackupFlow(tester, photos: 500); // ~4 min on the lab iPhone
  });

  testWidgets('album picker remembers selection', (tester) async {
    app.main();
    await runAlbumPickerFlow(tester);
  });

  testWidgets('restore brings back deleted album', (tester) async {
    app.main();
    await runRestoreFlow(tester); // ~2.5 min
  });
}
