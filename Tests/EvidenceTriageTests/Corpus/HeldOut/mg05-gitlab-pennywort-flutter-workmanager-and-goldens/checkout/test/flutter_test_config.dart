import 'dart:async';

// Goldens under test/widgets/goldens were recorded with `flutter test --update-goldens`
// on the team's Apple silicon laptops (arm64).
Future<void> testExecutable(FutureOr<void> Function() testMain) async {
  await testMain();
}
