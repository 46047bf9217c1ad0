import Foundation

public final class BackgroundDownloadManager: NSObject, URLSessionDownloadDelegate {
    private var session: URLSession!
    private var observed: [Int: URLSessionDownloadTask] = [:]

    public init(identifier: String) {
        super.init()
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        session = URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }

    public func enqueue(_ url: URL) -> Int {
        let task = session.downloadTask(with: url)
        task.addObserver(self, forKeyPath: #keyPath(URLSessionTask.countOfBytesReceived), options: .new, context: nil)
        observed[task.taskIdentifier] = task
        task.resume()
        return task.taskIdentifier
    }

    public func cancel(_ id: Int) {
        guard let task = observed.removeValue(forKey: id) else { return }
        task.cancel()
        // BUG: the KVO observer added in enqueue(_:) is never removed here
    }

    public func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}
}
