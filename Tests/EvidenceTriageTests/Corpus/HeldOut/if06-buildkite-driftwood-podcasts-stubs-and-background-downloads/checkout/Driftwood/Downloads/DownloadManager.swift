import Foundation

/// Episode downloads run in a background URLSession so they continue while the
/// app is suspended. When iOS relaunches the app for finished transfers,
/// AppDelegate calls `reattach(completionHandler:)`.
final class DownloadManager: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.driftwood.episode-downloads"
    static let shared = DownloadManager()

    private(set) var session: URLSession!
    private var backgroundCompletionHandler: (() -> Void)?
    private var observedTasks = Set<Int>()
    var onFinished: ((URL, URL) -> Void)?

    func makeSession(configuration: URLSessionConfiguration = .background(withIdentifier: sessionIdentifier)) {
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func download(_ episode: Episode) {
        let task = session.downloadTask(with: episode.enclosureURL)
        task.addObserver(self, forKeyPath: #keyPath(URLSessionTask.countOfBytesReceived), options: .new, context: nil)
        observedTasks.insert(task.taskIdentifier)
        task.resume()
    }

    func reattach(completionHandler: @escaping () -> Void) {
        backgroundCompletionHandler = completionHandler
        if session == nil { makeSession() }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let source = downloadTask.originalRequest?.url else { return }
        let destination = EpisodeStore.shared.localURL(for: source)
        try? FileManager.default.moveItem(at: location, to: destination)
        onFinished?(source, destination)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        task.removeObserver(self, forKeyPath: #keyPath(URLSessionTask.countOfBytesReceived))
        observedTasks.remove(task.taskIdentifier)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
        }
    }
}
