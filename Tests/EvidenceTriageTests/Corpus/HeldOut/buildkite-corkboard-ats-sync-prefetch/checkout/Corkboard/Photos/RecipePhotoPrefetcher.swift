import Foundation

/// Prefetches full-size recipe photos for offline use on a background URLSession.
final class RecipePhotoPrefetcher: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.corkboard.photos"

    var onFinished: ((URL) -> Void)?
    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.isDiscretionary = true          // let the system pick Wi-Fi + power
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    func prefetch(_ urls: [URL]) {
        urls.forEach { session.downloadTask(with: $0).resume() }
        print("[PhotoPrefetch] enqueued \(urls.count) downloads on background session \(Self.sessionIdentifier) (discretionary=true)")
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        onFinished?(location)
    }
}
