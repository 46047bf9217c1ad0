import Foundation
import os

final class BackgroundDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.brindle.app.bgdownload"
    static let shared = BackgroundDownloader()

    private let log = Logger(subsystem: "com.brindle.app", category: "Downloads")
    private let store = EpisodeStore()
    var backgroundCompletionHandler: (() -> Void)?

    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    func download(episodeID: String, from url: URL) {
        let task = session.downloadTask(with: url)
        task.taskDescription = episodeID
        task.resume()
        log.info("task \(task.taskIdentifier) resumed in session \(Self.sessionIdentifier, privacy: .public)")
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let episodeID = downloadTask.taskDescription else { return }
        let destination = store.episodesDirectory.appendingPathComponent("\(episodeID).mp3")
        try? FileManager.default.createDirectory(at: store.episodesDirectory, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: destination)
        do {
            try FileManager.default.moveItem(at: location, to: destination)
            store.recordDownload(episodeID: episodeID, movedTo: destination, bytes: downloadTask.countOfBytesReceived)
        } catch {
            log.error("move failed for \(episodeID, privacy: .public): \(error.localizedDescription, privacy: .public)")
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
        }
    }
}
