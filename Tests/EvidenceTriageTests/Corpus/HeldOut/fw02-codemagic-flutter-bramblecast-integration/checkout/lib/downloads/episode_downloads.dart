import 'dart:async';

import 'package:background_downloader/background_downloader.dart';

import '../feed/episode.dart';

/// Episode audio goes through background_downloader, which hands the transfer to
/// a background URLSession on iOS: the system's transfer daemon decides when it runs.
class EpisodeDownloads {
  EpisodeDownloads(this._downloader);

  final FileDownloader _downloader;
  final _last = <String, TaskStatusUpdate>{};

  Future<TaskStatusUpdate> start(Episode episode) async {
    final task = DownloadTask(
      taskId: 'episode-${episode.id}',
      url: episode.audioUrl,
      filename: '${episode.id}.mp3',
      directory: 'episodes',
      baseDirectory: BaseDirectory.applicationSupport,
      updates: Updates.statusAndProgress,
      retries: 2,
      allowPause: true,
    );
    final started = DateTime.now();
    final ticker = Timer.periodic(const Duration(seconds: 15), (_) {
      final s = _last[task.taskId]?.status.name ?? 'unknown';
      print('[downloads] ${task.taskId} waiting: ${DateTime.now().difference(started).inSeconds}s, status=$s, progress=-');
    });
    final update = await _downloader.download(task, onStatus: (status) {
      _last[task.taskId] = TaskStatusUpdate(task, status);
      print('[downloads] ${task.taskId} status=${status.name}');
    });
    ticker.cancel();
    _last[task.taskId] = update;
    return update;
  }

  TaskStatusUpdate lastUpdate(Episode episode) => _last['episode-${episode.id}']!;

  Future<bool> isOnDisk(Episode episode) async => false;
}
