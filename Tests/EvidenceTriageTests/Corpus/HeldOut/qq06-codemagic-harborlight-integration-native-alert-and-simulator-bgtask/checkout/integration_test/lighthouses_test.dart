import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';
import 'package:harborlight/lighthouses/repository.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('lighthouse list sorted by distance', (tester) async {
    final repo = LighthouseRepository.fixture();
    final list = repo.nearby(lat: 53.35, lon: -6.20);
    expect(list.map((l) => l.name).take(3).toList(), ['Poolbeg', 'Baily', 'Kish Bank']);
  });
}
