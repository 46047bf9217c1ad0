import Foundation
import os

/// Owns the background URLSession that downloads episodes while the app is suspended.
final class DownloadSession: NSObject {
    static let baseIdentifier = "com.bramblecast.downloads"

    typealias Completion = (Result<URL, Error>) -> Void

    private let log = Logger(subsystem: "com.bramblecast.app", category: "Downloads")
    private(set) var session: URLSession!
    let accountID: String

    /// Per-task completions, keyed by URLSessionTask.taskIdentifier.
    /// NOTE: written from the delegate queue and from `enqueue` on the caller's thread.
    private var completionHandlers: [Int: Completion] = [:]

    init(accountID: String, configuration: URLSessionConfiguration? = nil) {
        self.accountID = accountID
        super.init()
        let identifier = "\(Self.baseIdentifier).\(accountID)"
        let config = configuration ?? URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        // delegateQueue: nil -> URLSession creates a concurrent-capable OperationQueue
        session = URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }

    @discardableResult
    func enqueue(_ url: URL, completion: @escaping Completion) -> URLSessionDownloadTask {
        let task = session.downloadTask(with: url)
        completionHandlers[task.taskIdentifier] = completion
        task.resume()
        return task
    }
}

extension DownloadSession: URLSessionDownloadDelegate {
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        log.debug("finished \(downloadTask.taskIdentifier)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let completion = completionHandlers[task.taskIdentifier]
        completionHandlers[task.taskIdentifier] = nil
        if let error {
            completion?(.failure(error))
        } else if let url = task.originalRequest?.url {
            completion?(.success(url))
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        // The app delegate parked the system's completion handler under the session identifier.
        DispatchQueue.main.async {
            BackgroundEventsStore.shared.finishEvents(for: Self.baseIdentifier)
        }
    }
}
