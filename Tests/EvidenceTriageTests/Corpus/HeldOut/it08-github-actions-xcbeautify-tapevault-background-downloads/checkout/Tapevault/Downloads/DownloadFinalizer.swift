import Foundation
import os

final class DownloadFinalizer {
    private let libraryURL: URL
    private let log = Logger(subsystem: "app.tapevault.ios", category: "Downloads")

    init(libraryURL: URL) { self.libraryURL = libraryURL }

    /// Called from urlSession(_:downloadTask:didFinishDownloadingTo:).
    func didFinishDownloading(chapter: Chapter, to location: URL) {
        // Hop off the delegate queue so the session isn't blocked by disk I/O.
        Task.detached(priority: .utility) { [self] in
            moveNow(chapter: chapter, from: location)
        }
    }

    func moveNow(chapter: Chapter, from location: URL) {
        let dest = libraryURL.appendingPathComponent("\(chapter.id).m4a")
        do {
            try? FileManager.default.removeItem(at: dest)
            try FileManager.default.moveItem(at: location, to: dest)
        } catch {
            log.error("DownloadFinalizer: move failed: \(String(describing: error), privacy: .public)")
        }
    }
}
