import Foundation

/// Downloads episodes for offline listening. In the app the session is a background
/// session (`com.lanternfish.app.bg-downloads`); tests inject a default-configured one.
final class EpisodeDownloader: NSObject, URLSessionDownloadDelegate {
    enum DownloadError: Error { case noFile }

    private let libraryURL: URL
    private var session: URLSession!
    private var continuations: [Int: CheckedContinuation<URL, Error>] = [:]
    private var finishedLocations: [Int: URL] = [:]
    private let lock = NSLock()

    init(configuration: URLSessionConfiguration, libraryURL: URL) {
        self.libraryURL = libraryURL
        super.init()
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    static func backgroundConfiguration(discretionary: Bool) -> URLSessionConfiguration {
        let c = URLSessionConfiguration.background(withIdentifier: "com.lanternfish.app.bg-downloads")
        c.isDiscretionary = discretionary          // "Download on Wi-Fi when charging" setting
        c.sessionSendsLaunchEvents = true
        return c
    }

    func download(_ remote: URL, as name: String) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            let task = session.downloadTask(with: remote)
            lock.withLock { continuations[task.taskIdentifier] = continuation }
            print("[Downloads] started \(name) task=\(task.taskIdentifier) session=\(session.configuration.identifier ?? "default") discretionary=\(session.configuration.isDiscretionary)")
            task.resume()
        }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        // Keep the location; the move happens in didCompleteWithError, once we know the
        // task succeeded (#318).
        lock.withLock { finishedLocations[downloadTask.taskIdentifier] = location }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (continuation, location) = lock.withLock {
            (continuations.removeValue(forKey: task.taskIdentifier), finishedLocations.removeValue(forKey: task.taskIdentifier))
        }
        if let error { continuation?.resume(throwing: error); return }
        guard let location else { continuation?.resume(throwing: DownloadError.noFile); return }
        do {
            let target = libraryURL.appendingPathComponent(task.originalRequest?.url?.lastPathComponent ?? "episode.mp3")
            try FileManager.default.moveItem(at: location, to: target)   // `location` is already gone here
            continuation?.resume(returning: target)
        } catch {
            continuation?.resume(throwing: error)
        }
    }
}
