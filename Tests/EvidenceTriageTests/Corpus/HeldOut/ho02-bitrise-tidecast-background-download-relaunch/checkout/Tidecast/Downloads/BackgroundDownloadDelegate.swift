import Foundation
import os

/// Delegate of the `com.tidecast.app.episodes` background URLSession.
final class BackgroundDownloadDelegate: NSObject, URLSessionDownloadDelegate {
    private let store: EpisodeDownloadStore
    private let library: EpisodeLibrary
    private let filingQueue = DispatchQueue(label: "com.tidecast.app.filing", qos: .utility)
    private let logger = Logger(subsystem: "com.tidecast.app", category: "downloads")

    /// Stored by AppDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:).
    var systemCompletionHandler: (() -> Void)?

    init(store: EpisodeDownloadStore, library: EpisodeLibrary) {
        self.store = store
        self.library = library
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        guard let episodeID = store.episodeID(for: downloadTask) else {
            logger.error("finished download for unknown task \(downloadTask.taskIdentifier)")
            return
        }
        let destination = library.fileURL(for: episodeID)
        // Filing can be slow (ID3 parsing, artwork extraction); keep it off the
        // delegate queue.
        filingQueue.async { [library, logger] in
            do {
                try FileManager.default.moveItem(at: location, to: destination)
                library.markDownloaded(episodeID)
            } catch {
                logger.error("EpisodeFiler: move failed: \(error.localizedDescription, privacy: .public)")
            }
        }
        store.forget(downloadTask)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.systemCompletionHandler?()
            self?.systemCompletionHandler = nil
        }
    }
}
