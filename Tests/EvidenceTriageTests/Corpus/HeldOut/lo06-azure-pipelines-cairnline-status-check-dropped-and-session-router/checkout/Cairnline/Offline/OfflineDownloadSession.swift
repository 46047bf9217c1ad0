import Foundation

final class OfflineDownloadSession: NSObject, URLSessionDownloadDelegate, BackgroundSessionHandling {
    static let identifier = "com.cairnline.offline.downloads"
    static let shared = OfflineDownloadSession()

    private var systemCompletion: (() -> Void)?
    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.identifier)
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    func reconnect(completion: @escaping () -> Void) {
        systemCompletion = completion
        _ = session
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        OfflineTileStore.shared.ingest(downloadedPackageAt: location, taskDescription: downloadTask.taskDescription)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.systemCompletion?()
            self?.systemCompletion = nil
        }
    }
}
