import Foundation
import os

/// Delegate of the `com.podlark.app.episode-downloads` background session.
///
/// Finished downloads are imported into the episode library (Application Support/Episodes).
final class EpisodeDownloadDelegate: NSObject, URLSessionDownloadDelegate {
    private let log = Logger(subsystem: "com.podlark.app", category: "Downloads")
    private let library: EpisodeLibrary
    /// Serial queue that owns all library writes (moves, index updates).
    let importQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "com.podlark.downloads.import"
        queue.maxConcurrentOperationCount = 1
        return queue
    }()
    var onImport: ((Int64, Result<URL, Error>) -> Void)?

    init(library: EpisodeLibrary) {
        self.library = library
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        let episodeID = Int64(downloadTask.taskDescription ?? "") ?? -1
        log.info("episode \(episodeID) finished -> scheduling move on import queue")
        print("[Downloads] episode \(episodeID) finished -> scheduling move on import queue")
        // Hand the file to the import queue so library writes stay serialized.
        importQueue.addOperation { [library, weak self] in
            do {
                let destination = library.fileURL(forEpisode: episodeID)
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try FileManager.default.moveItem(at: location, to: destination)
                library.markDownloaded(episodeID, at: destination)
                self?.onImport?(episodeID, .success(destination))
            } catch {
                print("[Downloads] import of episode \(episodeID) failed: \(error)")
                self?.onImport?(episodeID, .failure(error))
            }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error else { return }
        log.error("download task \(task.taskIdentifier) failed: \(error.localizedDescription)")
    }
}
