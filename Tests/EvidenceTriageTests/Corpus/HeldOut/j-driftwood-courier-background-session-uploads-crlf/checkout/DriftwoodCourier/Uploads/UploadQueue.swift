import Foundation

final class UploadQueue: NSObject, URLSessionTaskDelegate {
    private let sessionIdentifier: String
    private(set) lazy var session: URLSession = makeSession()

    init(sessionIdentifier: String) {
        self.sessionIdentifier = sessionIdentifier
    }

    private func makeSession() -> URLSession {
        let config = URLSessionConfiguration.background(withIdentifier: sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }

    @discardableResult
    func enqueue(_ file: URL, to url: URL) -> URLSessionUploadTask {
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: file) { _, response, error in
            UploadLedger.shared.record(file: file, response: response, error: error)
        }
        task.resume()
        return task
    }

    /// Debug "start clean": cancel everything and start a fresh session.
    func reset() {
        session.invalidateAndCancel()
        session = makeSession()
    }
}
