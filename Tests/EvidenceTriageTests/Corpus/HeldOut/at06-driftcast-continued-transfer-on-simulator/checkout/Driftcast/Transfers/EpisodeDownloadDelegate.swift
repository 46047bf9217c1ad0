import Foundation

final class EpisodeDownloadDelegate: NSObject, URLSessionDownloadDelegate {
    let store: EpisodeStore
    private let work = OperationQueue()

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        didFinishDownloading(taskID: downloadTask.taskIdentifier, episodeID: downloadTask.taskDescription ?? "", location: location)
    }

    func didFinishDownloading(taskID: Int, episodeID: String, location: URL) {
        // BUG: hops to another queue before moving; the system deletes `location` when this method returns
        work.addOperation {
            do { try self.store.moveIn(location, for: episodeID) } catch { self.lastError = "\(error)" }
            self.onStored?(episodeID)
        }
    }
}
