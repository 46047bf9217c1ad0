import Foundation
import os

final class DownloadCenter: NSObject, URLSessionDownloadDelegate {
    static let shared = DownloadCenter(identifier: "io.brookpods.downloads")
    private let log = Logger(subsystem: "io.brookpods", category: "Downloads")
    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    let identifier: String
    /// Set by the app delegate when UIKit relaunches us for this session.
    var systemCompletionHandlers: [String: () -> Void] = [:]

    init(identifier: String) { self.identifier = identifier }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        EpisodeFiles.moveDownloaded(location, for: downloadTask.taskDescription)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        log.info("finished background events for \(session.configuration.identifier ?? "-", privacy: .public)")
        // Handler is looked up under the session's configuration identifier.
        let key = session.configuration.identifier ?? ""
        DispatchQueue.main.async { self.systemCompletionHandlers.removeValue(forKey: key + ".episodes")?() }
    }

    func simulateFinishEvents() { urlSessionDidFinishEvents(forBackgroundURLSession: session) }
}
