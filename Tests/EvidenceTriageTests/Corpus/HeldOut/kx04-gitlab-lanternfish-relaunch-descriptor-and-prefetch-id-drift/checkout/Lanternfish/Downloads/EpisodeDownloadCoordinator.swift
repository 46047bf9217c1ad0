import Foundation

/// Files finished episode downloads into Library/Episodes.
final class EpisodeDownloadCoordinator: NSObject, URLSessionDownloadDelegate {
    struct Descriptor { let episodeID: String; let fileName: String }
    /// Task descriptors live only in memory, keyed by taskIdentifier.
    private var descriptors: [Int: Descriptor] = [:]
    private(set) var filed: [String: String] = [:]   // episodeID -> file name

    func start(_ d: Descriptor, url: URL, on session: URLSession) {
        let task = session.downloadTask(with: url)
        descriptors[task.taskIdentifier] = d
        task.resume()
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let d = descriptors[downloadTask.taskIdentifier] else {
            NSLog("[Downloads] finished task %lu on %@ with no descriptor for it in this launch; discarding %@",
                  downloadTask.taskIdentifier, session.configuration.identifier ?? "?", location.lastPathComponent)
            return
        }
        filed[d.episodeID] = d.fileName
    }
}
