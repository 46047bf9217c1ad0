import Foundation
import os

/// Downloads attachment files through a background URLSession. One downloader per signed-in
/// session; the session identifier is fixed, so only one live URLSession may own it.
public final class AttachmentDownloader: NSObject {
    public static let sessionIdentifier = "org.marginalia.attachments"

    private let log = Logger(subsystem: "org.marginalia.app", category: "attachments")
    private var session: URLSessionProtocol!
    private var observers: [String: (Result<URL, Error>) -> Void] = [:]
    private(set) var isSignedIn = true

    public init(sessionFactory: URLSessionFactory) {
        super.init()
        session = sessionFactory.makeBackgroundSession(identifier: Self.sessionIdentifier, delegate: self)
    }

    public func download(_ key: String, from url: URL, completion: @escaping (Result<URL, Error>) -> Void) {
        observers[key] = completion
        session.downloadTask(with: url, taskDescription: key).resume()
    }

    /// Called by the session controller when the user signs out.
    public func signOut() {
        isSignedIn = false
        observers.removeAll()
        // Pending tasks are cancelled so the next account does not inherit them.
        session.getAllTasks { [log] tasks in
            log.info("AttachmentDownloader(\(ObjectIdentifier(self).debugDescription, privacy: .public)): signOut - observers cleared, cancelling \(tasks.count) pending tasks")
            tasks.forEach { $0.cancel() }
        }
    }

    func didFinish(taskDescription key: String, location: URL) {
        guard let observer = observers.removeValue(forKey: key) else {
            log.info("AttachmentDownloader(\(ObjectIdentifier(self).debugDescription, privacy: .public)): finished download \(key, privacy: .public) - no observer for this session (signedIn=\(self.isSignedIn))")
            return
        }
        observer(.success(location))
    }
}
