import 'package:flutter_test/flutter_test.dart';
import 'package:mocktail/mocktail.dart';

import 'package:quayside/background/background_refresh_service.dart';
import 'package:quayside/background/meter_api.dart';
import 'package:quayside/background/upload_queue.dart';

class MockMeterApi extends Mock implements MeterApi {}

class MockUploadQueue extends Mock implements UploadQueue {}

void main() {
  late MockMeterApi api;
  late MockUploadQueue queue;
  late BackgroundRefreshService service;

  const readings = [Reading('r1', 'N-12', 4.2), Reading('r2', 'N-14', 1.7)];

  setUpAll(() {
    registerFallbackValue(<Reading>[]);
  });

  setUp(() {
    api = MockMeterApi();
    queue = MockUploadQueue();
    service = BackgroundRefreshService(api, queue);
  });

  group('BackgroundRefreshService', () {
    test('does nothing when the queue is empty', () async {
      when(() => queue.pending()).thenAnswer((_) async => []);

      expect(await service.run(), isTrue);
      verifyNever(() => api.uploadReadings(any()));
    });

    test('reports partial success when the server rejects a reading', () async {
      when(() => queue.pending()).thenAnswer((_) async => readings);
      when(() => api.uploadReadings(any())).thenAnswer((_) async => ['r1']);
      when(() => queue.markSent(any())).thenAnswer((_) async {});

      expect(await service.run(), isFalse);
    });

    test('reports success after uploading pending readings', () async {
      when(() => queue.pending()).thenAnswer((_) async => readings);
      when(() => api.uploadReadings(any())).thenAnswer((_) async => ['r1', 'r2']);

      final ok = await service.run();

      expect(ok, isTrue);
      verify(() => api.uploadReadings(readings)).called(1);
    });
  });
}
