import Foundation
import os

/// Downloads chapters one at a time on a background URLSession.
final class DownloadQueue: NSObject, URLSessionDownloadDelegate {
    static let sessionID = "app.tapevault.ios.downloads"
    private let log = Logger(subsystem: "app.tapevault.ios", category: "Downloads")
    private lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionID)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    var backgroundCompletion: (() -> Void)?

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        log.info("DownloadQueue: didFinishDownloadingTo \(downloadTask.taskDescription ?? "?", privacy: .public)")
        finalizer.didFinishDownloading(chapter: chapter(for: downloadTask), to: location)
        startNext()   // the next chapter is only enqueued once the previous one completes
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        log.info("DownloadQueue: urlSessionDidFinishEvents")
        DispatchQueue.main.async { self.backgroundCompletion?(); self.backgroundCompletion = nil }
    }
}
