import Foundation
import os

/// Serial queue of episode downloads on the shared background session.
final class EpisodeDownloadQueue: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "fm.driftcast.downloads"
    static let shared = EpisodeDownloadQueue()

    private let log = Logger(subsystem: "fm.driftcast.app", category: "Downloads")
    private lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    private var pending: [Episode] = []
    private var active: [Int: Episode] = [:]
    var backgroundCompletionHandler: (() -> Void)?

    func enqueue(_ episodes: [Episode]) {
        pending.append(contentsOf: episodes)
        startNextIfIdle()
    }

    /// One transfer at a time; the next one is created when the previous finishes.
    private func startNextIfIdle() {
        guard active.isEmpty, !pending.isEmpty else { return }
        let episode = pending.removeFirst()
        let task = session.downloadTask(with: episode.audioURL)
        active[task.taskIdentifier] = episode
        log.info("\(episode.id, privacy: .public) task \(task.taskIdentifier) resumed")
        task.resume()
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let episode = active.removeValue(forKey: downloadTask.taskIdentifier) else { return }
        EpisodeStore.shared.moveDownloaded(from: location, for: episode)
        log.info("\(episode.id, privacy: .public) finished")
        startNextIfIdle()
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
        }
    }
}
