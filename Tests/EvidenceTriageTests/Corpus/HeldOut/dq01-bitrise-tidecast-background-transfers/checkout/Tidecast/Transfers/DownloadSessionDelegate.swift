import Foundation
import os

/// Owns the background download session used for episode downloads.
/// `AppDelegate.application(_:handleEventsForBackgroundURLSession:completionHandler:)`
/// stores the system's completion handler in `backgroundCompletionHandler`; this
/// delegate calls it from `urlSessionDidFinishEvents(forBackgroundURLSession:)`.
final class DownloadSessionDelegate: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.lanternworks.tidecast.transfers.download"

    private let log = Logger(subsystem: "com.lanternworks.tidecast", category: "Transfers")
    private let library: EpisodeLibrary
    var backgroundCompletionHandler: (() -> Void)?
    var onFinishEvents: (() -> Void)?

    init(library: EpisodeLibrary) {
        self.library = library
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
        guard let episodeID = downloadTask.taskDescription else { return }
        do {
            try library.importDownloadedFile(at: location, episodeID: episodeID)
            print("[Transfers] didFinishDownloadingTo \(episodeID) moved into library")
        } catch {
            print("[Transfers] import of \(episodeID) failed: \(error)")
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        print("[Transfers] urlSessionDidFinishEvents(\(session.configuration.identifier ?? "-"))")
        DispatchQueue.main.async {
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
            self.onFinishEvents?()
        }
    }
}
