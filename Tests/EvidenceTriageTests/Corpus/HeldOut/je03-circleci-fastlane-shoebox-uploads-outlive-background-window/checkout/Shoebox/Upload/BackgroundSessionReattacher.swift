import Foundation

/// On relaunch, reattach to uploads the system was still running for the background session.
final class BackgroundSessionReattacher: NSObject, URLSessionDataDelegate {
    private(set) var session: URLSession?

    func reattach(completion: @escaping ([URLSessionTask]) -> Void) {
        let configuration = URLSessionConfiguration.background(withIdentifier: UploadSessionFactory.backgroundIdentifier)
        configuration.sessionSendsLaunchEvents = true
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        self.session = session
        session.getAllTasks(completionHandler: completion)
    }

    func invalidate() {
        session?.invalidateAndCancel()
        session = nil
    }
}
