import Foundation

final class BackgroundDownloadManager: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.harborfm.player.downloads"
    let session: URLSession
    private(set) var task: URLSessionDownloadTask?

    init(identifier: String = BackgroundDownloadManager.sessionIdentifier) {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        session = URLSession(configuration: config, delegate: nil, delegateQueue: nil)
        super.init()
    }

    /// One manager per episode. Each creates its own URLSession with the same background identifier.
    static func enqueue(_ episode: Episode) -> BackgroundDownloadManager {
        let manager = BackgroundDownloadManager()          // <- new session every call
        manager.task = try? manager.download(episode)
        return manager
    }

    func download(_ episode: Episode) throws -> URLSessionDownloadTask {
        let t = session.downloadTask(with: episode.enclosureURL)
        t.resume()
        return t
    }

    func invalidateAndCancel() { session.invalidateAndCancel() }   // asynchronous
    static func resetForTesting() {}
}
