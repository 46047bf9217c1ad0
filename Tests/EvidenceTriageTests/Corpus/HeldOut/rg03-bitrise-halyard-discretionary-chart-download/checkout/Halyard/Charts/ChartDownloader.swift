import Foundation

/// Downloads nautical chart packs with a background URLSession so large packs survive suspension.
final class ChartDownloader: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.halyard.charts.bg"
    static let shared = ChartDownloader()

    var onFinished: ((URL) -> Void)?
    var onFailed: ((Error) -> Void)?
    private(set) var backgroundCompletionHandler: (() -> Void)?

    lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        config.isDiscretionary = true          // chart packs are 200-900 MB; let the system pick Wi-Fi + power
        config.sessionSendsLaunchEvents = true
        config.timeoutIntervalForResource = 60 * 60 * 24
        NSLog("[Charts] background session %@ discretionary=%@", Self.sessionIdentifier, config.isDiscretionary ? "true" : "false")
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    @discardableResult
    func download(pack: String) -> URLSessionDownloadTask {
        let url = URL(string: "https://charts.halyard.app/packs/\(pack).mbtiles")!
        let task = session.downloadTask(with: url)
        task.taskDescription = pack
        task.resume()
        NSLog("[Charts] resumed download task %lu for %@", task.taskIdentifier, pack)
        return task
    }

    func handleEvents(forBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
        guard identifier == Self.sessionIdentifier else { return completionHandler() }
        backgroundCompletionHandler = completionHandler
        _ = session
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let dest = ChartStore.packURL(downloadTask.taskDescription ?? "unknown")
        try? FileManager.default.removeItem(at: dest)
        do {
            try FileManager.default.moveItem(at: location, to: dest)
            onFinished?(dest)
        } catch {
            onFailed?(error)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { onFailed?(error) }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async {
            self.backgroundCompletionHandler?()
            self.backgroundCompletionHandler = nil
        }
    }
}
