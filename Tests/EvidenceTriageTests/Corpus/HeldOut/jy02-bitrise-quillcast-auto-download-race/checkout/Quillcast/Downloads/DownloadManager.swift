import Foundation
import OSLog

/// Owns the wifi-only and cellular background URLSessions used for episode downloads.
final class DownloadManager: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "fm.quillcast.app.downloads"

    private let dataStore: EpisodeStore
    private let session: DownloadSessioning
    private let now: () -> Date
    private var pendingStarts: [Episode] = []
    private let log = FileLog.shared

    init(dataStore: EpisodeStore, session: DownloadSessioning, now: @escaping () -> Date = Date.init) {
        self.dataStore = dataStore
        self.session = session
        self.now = now
    }

    /// Marks the episode as requested. The URLSessionDownloadTask itself is created later,
    /// when the wifi-only session is allowed to start it.
    func queueDownload(_ episode: Episode) {
        dataStore.setDownloadTaskId(episode.uuid, requestedAt: now(), for: episode)
        pendingStarts.append(episode)
    }

    /// Called from the background refresh and at launch: an episode that has a downloadTaskId
    /// but no live URLSession task is considered stuck and reset.
    func clearStuckDownloads(completion: @escaping () -> Void = {}) {
        let marked = dataStore.episodesWithDownloadTaskId()
        session.getAllTasks { tasks in
            let live = Set(tasks.compactMap(\.taskDescription))
            for episode in marked where !live.contains(episode.downloadTaskId ?? "") {
                self.log.write("DownloadManager: clearStuckDownloads clearing \(episode.title)")
                self.dataStore.clearDownloadTaskId(for: episode)
            }
            completion()
        }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
                    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
        guard let taskId = downloadTask.taskDescription,
              let episode = dataStore.episode(downloadTaskId: taskId) else {
            log.write("didWriteData - no episode found for taskDescription \(downloadTask.taskDescription ?? "nil"), discarding")
            downloadTask.cancel()
            return
        }
        dataStore.updateProgress(episode, written: totalBytesWritten, expected: totalBytesExpectedToWrite)
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let taskId = downloadTask.taskDescription, let episode = dataStore.episode(downloadTaskId: taskId) else { return }
        try? FileManager.default.moveItem(at: location, to: dataStore.fileURL(for: episode))
        dataStore.markDownloaded(episode)
    }
}
