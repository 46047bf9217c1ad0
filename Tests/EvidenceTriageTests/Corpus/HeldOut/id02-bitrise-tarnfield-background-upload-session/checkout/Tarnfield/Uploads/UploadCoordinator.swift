import Foundation
import os

final class UploadCoordinator: NSObject, URLSessionTaskDelegate {
    static let shared = UploadCoordinator()

    private let log = Logger(subsystem: "com.tarnfield.app", category: "Uploads")
    private(set) var session: URLSession!
    /// Set from the app delegate when the system relaunches the app for session events.
    var backgroundEventsCompletionHandler: (() -> Void)?

    func start(factory: UploadSessionFactory = UploadSessionFactory()) {
        session = URLSession(configuration: factory.makeConfiguration(), delegate: self, delegateQueue: nil)
        log.info("upload session \(factory.sessionIdentifier, privacy: .public) ready")
    }

    func upload(bundle url: URL, to endpoint: URL) -> URLSessionUploadTask {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        let task = session.uploadTask(with: request, fromFile: url)
        task.resume()
        log.info("queued \(url.lastPathComponent, privacy: .public) on \(self.session.configuration.identifier ?? "-", privacy: .public)")
        return task
    }

    func reconnect(identifier: String) {
        log.info("relaunched for background session \(identifier, privacy: .public)")
        start()
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundEventsCompletionHandler?()
            self.backgroundEventsCompletionHandler = nil
        }
    }
}
