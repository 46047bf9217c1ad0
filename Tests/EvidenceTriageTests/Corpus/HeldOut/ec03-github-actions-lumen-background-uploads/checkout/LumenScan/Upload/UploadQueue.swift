import Foundation
import os

/// Uploads scanned PDFs with a background URLSession so transfers continue
/// after the user leaves the app.
final class UploadQueue: NSObject {
    static let sessionIdentifier = "com.lumenscan.app.bg-upload"

    private let log = Logger(subsystem: "com.lumenscan.app", category: "upload")
    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        configuration.isDiscretionary = false
        configuration.sessionSendsLaunchEvents = true
        configuration.timeoutIntervalForResource = 60 * 60 * 24
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    private let identifier: String
    private let endpoint: URL
    var onTaskFinished: ((Int, Error?) -> Void)?

    init(identifier: String = UploadQueue.sessionIdentifier, endpoint: URL) {
        self.identifier = identifier
        self.endpoint = endpoint
    }

    /// Background sessions only accept file-based upload tasks.
    @discardableResult
    func enqueue(fileAt url: URL, documentID: String) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint.appendingPathComponent("documents/\(documentID)"))
        request.httpMethod = "PUT"
        request.setValue("application/pdf", forHTTPHeaderField: "Content-Type")
        let task = session.uploadTask(with: request, fromFile: url)
        task.taskDescription = documentID
        task.resume()
        log.info("background upload resumed task=\(task.taskIdentifier) doc=\(documentID, privacy: .public)")
        return task
    }
}

extension UploadQueue: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        log.info("task=\(task.taskIdentifier) completed error=\(String(describing: error), privacy: .public)")
        onTaskFinished?(task.taskIdentifier, error)
    }
}
