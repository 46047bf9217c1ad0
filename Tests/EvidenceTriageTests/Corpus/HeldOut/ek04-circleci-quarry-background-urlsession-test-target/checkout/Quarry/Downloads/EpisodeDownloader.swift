import Foundation

/// Downloads episodes on a background URLSession so transfers survive suspension.
final class EpisodeDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.quarrycast.quarry.episodes"
    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()
    var onFinished: ((URL, URL) -> Void)?
    var systemCompletionHandler: (() -> Void)?

    func download(_ url: URL, episodeID: Int) {
        let task = session.downloadTask(with: url)
        task.taskDescription = String(episodeID)
        task.resume()
        NSLog("EpisodeDownloader: resumed background task %lu for episode %ld", task.taskIdentifier, episodeID)
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        onFinished?(downloadTask.originalRequest!.url!, location)
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        systemCompletionHandler?()
        systemCompletionHandler = nil
    }
}
