import 'package:flutter_test/flutter_test.dart';
import 'package:harbourcast/downloads/episode.dart';
import 'package:harbourcast/downloads/episode_queue.dart';

Episode _ep(String id, int day, DownloadState state) => Episode(
      id: id,
      title: id,
      publishedAt: DateTime.utc(2026, 10, day),
      state: state,
    );

void main() {
  group('EpisodeQueue', () {
    test('orders new downloads by publish date, newest first', () {
      final queue = EpisodeQueue([
        _ep('ep-309', 3, DownloadState.none),
        _ep('ep-311', 17, DownloadState.none),
        _ep('ep-310', 10, DownloadState.none),
      ]);

      expect(queue.nextBatch(), ['ep-311', 'ep-310', 'ep-309']);
    });

    test('resumes partially downloaded episodes before new ones', () {
      final queue = EpisodeQueue([
        _ep('ep-207', 1, DownloadState.partial),
        _ep('ep-311', 17, DownloadState.none),
        _ep('ep-310', 10, DownloadState.none),
      ]);

      // The interrupted download from the background session goes first.
      expect(queue.nextBatch(), ['ep-207', 'ep-311', 'ep-310']);
    });

    test('skips episodes already on disk', () {
      final queue = EpisodeQueue([
        _ep('ep-311', 17, DownloadState.complete),
        _ep('ep-310', 10, DownloadState.none),
      ]);

      expect(queue.nextBatch(), ['ep-310']);
    });

    test('respects the batch limit', () {
      final queue = EpisodeQueue([
        for (var d = 1; d <= 6; d++) _ep('ep-30$d', d, DownloadState.none),
      ]);

      expect(queue.nextBatch(limit: 2), hasLength(2));
    });
  });
}
