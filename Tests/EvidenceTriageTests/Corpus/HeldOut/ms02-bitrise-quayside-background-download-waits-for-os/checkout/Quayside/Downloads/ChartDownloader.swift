import UIKit

final class ChartDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.quayside.charts.bgdownload"
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.isDiscretionary = false
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    func start(_ url: URL) {
        backgroundTaskID = UIApplication.shared.beginBackgroundTask(withName: "chart-download") { [weak self] in
            guard let self else { return }
            log.info("expiration handler: ending background task 'chart-download' id=\(self.backgroundTaskID.rawValue), transfer continues in nsurlsessiond")
            UIApplication.shared.endBackgroundTask(self.backgroundTaskID)
            self.backgroundTaskID = .invalid
        }
        session.downloadTask(with: url).resume()
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        ChartStore.shared.install(from: location, for: downloadTask.originalRequest?.url)
        NotificationCenter.default.post(name: .chartDownloadCompleted, object: nil)
    }
}
