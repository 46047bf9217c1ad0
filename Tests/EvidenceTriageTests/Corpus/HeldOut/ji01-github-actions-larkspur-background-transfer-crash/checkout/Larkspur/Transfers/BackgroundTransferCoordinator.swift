import Foundation
import os

/// Owns the app's background URLSession for episode downloads and bridges
/// `application(_:handleEventsForBackgroundURLSession:completionHandler:)`
/// to `urlSessionDidFinishEvents(forBackgroundURLSession:)`.
final class BackgroundTransferCoordinator: NSObject {
    static let shared = BackgroundTransferCoordinator()

    let identifier: String
    private(set) lazy var session: URLSession = makeSession()

    private let log = Logger(subsystem: "com.larkspurapp.ios", category: "Transfers")
    private let fileStore: EpisodeFileStore
    /// Entered once per relaunch-for-events, left when the session reports it is done.
    private let pendingEvents = DispatchGroup()
    private var pendingHandlers: [() -> Void] = []

    init(identifier: String = Bundle.main.object(forInfoDictionaryKey: "LarkspurBackgroundSessionIdentifier") as? String
            ?? "com.larkspurapp.ios.episodes",
         fileStore: EpisodeFileStore = .shared) {
        self.identifier = identifier
        self.fileStore = fileStore
        super.init()
    }

    private func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    /// Called from the app delegate when the system relaunches us for session events.
    func handleEvents(for identifier: String, completionHandler: @escaping () -> Void) {
        guard identifier == self.identifier else { completionHandler(); return }
        pendingEvents.enter()
        pendingHandlers.append(completionHandler)
        _ = session // recreate the session with the same identifier so events are delivered
        pendingEvents.notify(queue: .main) { [weak self] in
            guard let self else { return }
            let handlers = self.pendingHandlers
            self.pendingHandlers.removeAll()
            handlers.forEach { $0() }
        }
    }
}

extension BackgroundTransferCoordinator: URLSessionDownloadDelegate {
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        fileStore.adoptDownloadedFile(at: location, for: downloadTask.originalRequest?.url)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        log.info("urlSessionDidFinishEvents for \(session.configuration.identifier ?? "?", privacy: .public) (pending handlers: \(self.pendingHandlers.count))")
        // The system may deliver this without a preceding handleEvents call
        // (e.g. the app was already running); leave() then has no matching enter().
        pendingEvents.leave()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { log.error("transfer \(task.taskIdentifier) failed: \(error.localizedDescription, privacy: .public)") }
    }
}
