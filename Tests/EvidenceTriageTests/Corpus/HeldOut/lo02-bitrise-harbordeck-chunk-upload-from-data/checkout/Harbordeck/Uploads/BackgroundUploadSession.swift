import Foundation

final class BackgroundUploadSession: NSObject, URLSessionDataDelegate {
    static let identifier = "io.harbordeck.uploads"
    static let shared = BackgroundUploadSession()

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.identifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    /// Stored by the app delegate in `application(_:handleEventsForBackgroundURLSession:completionHandler:)`.
    var backgroundCompletionHandler: (() -> Void)?

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundCompletionHandler?()
            self?.backgroundCompletionHandler = nil
        }
    }
}
