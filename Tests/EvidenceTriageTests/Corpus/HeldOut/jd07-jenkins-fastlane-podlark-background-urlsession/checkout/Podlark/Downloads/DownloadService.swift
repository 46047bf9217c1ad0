import Foundation

/// Background URLSession for episode downloads. nsurlsessiond keeps transfers
/// going while Podlark is suspended and relaunches the app when they finish.
final class DownloadService: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "fm.podlark.ios.episodes"
    static let shared = DownloadService(identifier: sessionIdentifier)

    /// Set from application(_:handleEventsForBackgroundURLSession:completionHandler:);
    /// must be called once the session has delivered all pending events.
    var backgroundCompletionHandler: (() -> Void)?

    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        EpisodeLibrary.shared.moveDownloadedFile(from: location, for: downloadTask.originalRequest?.url)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
        }
    }
}
