import Foundation

final class BackgroundDownloader: NSObject, URLSessionDownloadDelegate {
    private let identifier: String
    private let store: EpisodeStore
    private var session: URLSession?
    var onStored: ((Result<URL, Error>) -> Void)?

    init(identifier: String, store: EpisodeStore) {
        self.identifier = identifier
        self.store = store
    }

    func reattach() {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        session = URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        Log.dl.info("didFinishDownloadingTo \(location.path)")
        do {
            let stored = try store.moveIn(location, episodeID: downloadTask.taskDescription ?? "unknown")
            onStored?(.success(stored))
        } catch {
            Log.dl.error("move failed: \(error as NSError)")
            onStored?(.failure(error))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error { Log.dl.error("task \(task.taskIdentifier) completed with error: \(error as NSError)") }
    }
}
