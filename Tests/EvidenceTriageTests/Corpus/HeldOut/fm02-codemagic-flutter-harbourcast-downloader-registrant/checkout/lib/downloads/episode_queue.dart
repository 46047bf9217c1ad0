import 'package:collection/collection.dart';

import 'episode.dart';

/// Decides the order in which queued episodes are handed to flutter_downloader.
class EpisodeQueue {
  EpisodeQueue(this._episodes);

  final List<Episode> _episodes;

  /// Partially downloaded episodes resume first (oldest first, so a long
  /// interrupted download is not starved); then new ones, newest first.
  List<String> nextBatch({int limit = 3}) {
    final onDisk = _episodes.where((e) => e.state == DownloadState.complete);
    final pending = _episodes.whereNot(onDisk.contains).toList()
      ..sort((a, b) => b.publishedAt.compareTo(a.publishedAt));
    return pending.take(limit).map((e) => e.id).toList();
  }
}
