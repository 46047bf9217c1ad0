import Foundation

/// Owns the background URLSession that downloads offline map tiles and routes relaunch events to it.
final class BackgroundSessionRouter: NSObject, URLSessionDownloadDelegate {
    static let shared = BackgroundSessionRouter()
    static let sessionPrefix = "com.saltgrove.tiles.bg"

    private var completionHandlers: [String: () -> Void] = [:]
    var tileStore: TileStore = .shared

    private(set) lazy var session: URLSession = {
        // Unique per launch so a crashed session can never be reused.
        let config = URLSessionConfiguration.background(withIdentifier: "\(Self.sessionPrefix).\(UUID().uuidString)")
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    /// Called from the app delegate adaptor's application(_:handleEventsForBackgroundURLSession:completionHandler:).
    func handleEvents(forBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
        guard identifier == session.configuration.identifier else {
            NSLog("[tiles] no session for relaunch identifier %@ (have %@)", identifier, session.configuration.identifier ?? "nil")
            return
        }
        completionHandlers[identifier] = completionHandler
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        tileStore.adopt(location, for: downloadTask.originalRequest?.url)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        guard let id = session.configuration.identifier else { return }
        DispatchQueue.main.async { self.completionHandlers.removeValue(forKey: id)?() }
    }
}
