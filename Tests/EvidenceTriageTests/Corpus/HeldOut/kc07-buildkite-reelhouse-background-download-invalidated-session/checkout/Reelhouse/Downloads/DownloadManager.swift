import Foundation
import os

/// Offline downloads of episodes (video + audio tracks) through a background URLSession.
final class DownloadManager: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.reelhouse.downloads"
    private let log = Logger(subsystem: "com.reelhouse.app", category: "Downloads")
    private let store: DownloadStore
    private var session: URLSession!
    var backgroundCompletionHandler: (() -> Void)?

    init(store: DownloadStore, allowsCellular: Bool) {
        self.store = store
        super.init()
        session = makeSession(allowsCellular: allowsCellular)
    }

    private func makeSession(allowsCellular: Bool) -> URLSession {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.allowsCellularAccess = allowsCellular
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    /// Settings → Downloads → "Use cellular data".
    func setAllowsCellular(_ allowed: Bool) {
        // A background configuration can't be changed once the session exists; the new value
        // is picked up when the session is created at the next launch.
        UserDefaults.standard.set(allowed, forKey: "downloads.allowsCellular")
        session.finishTasksAndInvalidate()
    }

    /// Used by DownloadsController's fast path.
    var sessionForFastPath: URLSession { session }

    func cancelAll() {
        session.invalidateAndCancel()
        store.markAll(.cancelled)
    }

    func enqueue(_ item: DownloadItem) {
        log.info("Queued: \(item.id, privacy: .public)")
        startDownload(item, attempt: 0)
    }

    private func startDownload(_ item: DownloadItem, attempt: Int) {
        do {
            let task = try ObjCException.catching { self.session.downloadTask(with: item.videoURL) }
            task.taskDescription = item.id
            task.resume()
            store.update(item.id, state: .downloading)
        } catch {
            log.error("NSException creating download task (video): \(error.localizedDescription, privacy: .public)")
            guard attempt < 3 else {
                log.error("Failed after 3 retries (video): \(item.id, privacy: .public)")
                store.update(item.id, state: .failed)
                return
            }
            log.info("Retry \(attempt + 1)/4 (video) … retrying in 1s")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.startDownload(item, attempt: attempt + 1) }
        }
    }

    // MARK: - URLSessionDownloadDelegate

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let id = downloadTask.taskDescription else { return }
        try? store.moveCompletedFile(from: location, for: id)
        store.update(id, state: .downloaded)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { self.backgroundCompletionHandler?(); self.backgroundCompletionHandler = nil }
    }
}
