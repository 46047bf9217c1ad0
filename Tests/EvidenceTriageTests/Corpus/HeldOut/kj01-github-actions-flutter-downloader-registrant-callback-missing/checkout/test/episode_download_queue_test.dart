import 'package:flutter_test/flutter_test.dart';
import 'package:podwave/downloads/episode_download_queue.dart';

class RecordingBackend implements DownloadBackend {
  final calls = <String>[];
  @override
  Future<String> start(EpisodeRequest episode) async {
    calls.add('start:${episode.id}');
    return calls.last;
  }

  @override
  Future<String> resume(EpisodeRequest episode, String resumeData) async {
    calls.add('resume:${episode.id}');
    return calls.last;
  }
}

void main() {
  group('EpisodeDownloadQueue', () {
    test('enqueues episodes in publish order', () async {
      final backend = RecordingBackend();
      final queue = EpisodeDownloadQueue(backend, {});
      queue.enqueueAll([
        EpisodeRequest('ep-205', Uri.parse('https://cdn.podwave.app/ep-205.mp3'), publishedAt: DateTime(2026, 11, 20)),
        EpisodeRequest('ep-204', Uri.parse('https://cdn.podwave.app/ep-204.mp3'), publishedAt: DateTime(2026, 11, 13)),
      ]);
      expect(await queue.next(), 'start:ep-204');
      expect(await queue.next(), 'start:ep-205');
    });

    test('retries a failed episode from its saved resume data', () async {
      final backend = RecordingBackend();
      final queue = EpisodeDownloadQueue(backend, {});
      final episode = EpisodeRequest('ep-204', Uri.parse('https://cdn.podwave.app/ep-204.mp3'));
      queue.enqueueAll([episode]);
      expect(await queue.next(), 'start:ep-204');
      queue.markFailed(episode, resumeData: 'bplist00-resume-ep-204');
      expect(await queue.next(), 'resume:ep-204');
    });

    test('returns null when nothing is pending', () async {
      final queue = EpisodeDownloadQueue(RecordingBackend(), {});
      expect(await queue.next(), isNull);
    });
  });
}
