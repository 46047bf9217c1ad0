import Foundation

/// UI-facing wrapper. "Remove all downloads" cancels everything and lets the user start over.
final class DownloadsController {
    let manager: DownloadManager
    init(manager: DownloadManager) { self.manager = manager }

    func removeAllThenDownload(_ item: DownloadItem) {
        manager.cancelAll()
        // Fast path without the retry wrapper: the queue is empty right after a reset.
        let task = manager.sessionForFastPath.downloadTask(with: item.videoURL)
        task.taskDescription = item.id
        task.resume()
    }
}
