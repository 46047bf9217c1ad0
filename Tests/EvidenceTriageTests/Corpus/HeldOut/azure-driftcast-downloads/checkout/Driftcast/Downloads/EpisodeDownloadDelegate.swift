import Foundation
import os

/// Delegate for the background session com.driftcast.app.bg-downloads.
final class EpisodeDownloadDelegate: NSObject, URLSessionDownloadDelegate {
    private let library: EpisodeLibrary
    private let log = Logger(subsystem: "com.driftcast.app", category: "Downloads")
    var onResume: ((URLSessionDownloadTask, Int64) -> Void)?
    var onStored: ((Result<URL, Error>) -> Void)?

    init(library: EpisodeLibrary) { self.library = library }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let episodeID = downloadTask.taskDescription ?? "unknown"
        // Hop to the library actor to pick the destination and move the file.
        Task {
            do {
                let destination = await library.destination(for: episodeID)
                try FileManager.default.moveItem(at: location, to: destination)
                onStored?(.success(destination))
            } catch {
                log.error("store failed for \(episodeID, privacy: .public): \(error.localizedDescription, privacy: .public)")
                onStored?(.failure(error))
            }
        }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didResumeAtOffset fileOffset: Int64, expectedTotalBytes: Int64) {
        print("[Downloads] didResumeAtOffset \(fileOffset) for task \(downloadTask.taskIdentifier)")
        onResume?(downloadTask, fileOffset)
    }
}
