import Foundation
import os

final class FeedbackUploader: NSObject, URLSessionTaskDelegate {
    private let log = Logger(subsystem: "events.kiosk", category: "Upload")
    var onFinish: ((Result) -> Void)?
    struct Result { let error: Error? }
    private lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    let identifier: String

    init(identifier: String) { self.identifier = identifier }

    func upload(_ file: URL, to url: URL) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        let task = session.uploadTask(with: request, fromFile: file)
        task.resume()
        log.info("background upload task \(task.taskIdentifier) resumed session=\(self.identifier, privacy: .public)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        onFinish?(Result(error: error))
    }
}
