import 'dart:collection';

/// One offline episode the user asked for.
class EpisodeRequest {
  EpisodeRequest(this.id, this.url, {this.publishedAt});
  final String id;
  final Uri url;
  final DateTime? publishedAt;
}

/// What the queue asks the platform downloader to do next.
abstract class DownloadBackend {
  Future<String> start(EpisodeRequest episode);
  Future<String> resume(EpisodeRequest episode, String resumeData);
}

/// Keeps offline episodes moving through flutter_downloader one at a time.
class EpisodeDownloadQueue {
  EpisodeDownloadQueue(this._backend, this._resumeStore);

  final DownloadBackend _backend;
  final Map<String, String> _resumeStore; // episode id -> resume data
  final Queue<EpisodeRequest> _pending = Queue();
  final Map<String, int> _attempts = {};

  void enqueueAll(Iterable<EpisodeRequest> episodes) {
    final sorted = episodes.toList()
      ..sort((a, b) => (a.publishedAt ?? DateTime(0)).compareTo(b.publishedAt ?? DateTime(0)));
    _pending.addAll(sorted);
  }

  Future<String?> next() async {
    if (_pending.isEmpty) return null;
    final episode = _pending.removeFirst();
    final attempt = (_attempts[episode.id] ?? 0) + 1;
    _attempts[episode.id] = attempt;
    final resumeData = _resumeStore[episode.id];
    // Retries always start over: resume data is only honoured on the first attempt.
    if (resumeData != null && attempt == 1) {
      return _backend.resume(episode, resumeData);
    }
    return _backend.start(episode);
  }

  void markFailed(EpisodeRequest episode, {String? resumeData}) {
    if (resumeData != null) _resumeStore[episode.id] = resumeData;
    _pending.addFirst(episode);
  }
}
