import Foundation
import os

final class BackgroundUploader: NSObject, URLSessionTaskDelegate {
    private let log = Logger(subsystem: "com.ferrybox.app", category: "Upload")
    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    private let identifier: String
    var onTaskCompleted: ((URLSessionTask, Error?) -> Void)?

    init(sessionIdentifier: String) { self.identifier = sessionIdentifier }

    func enqueue(fileURL: URL, to endpoint: URL) {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: fileURL)
        task.resume()
        log.info("enqueued upload task \(task.taskIdentifier) in session \(self.identifier, privacy: .public)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        onTaskCompleted?(task, error)
    }
}
