import Foundation

public final class TileDownloader: NSObject, URLSessionDownloadDelegate {
    private let cacheDirectory: URL
    private let ioQueue = DispatchQueue(label: "tilekit.io")

    public init(cacheDirectory: URL) { self.cacheDirectory = cacheDirectory }

    public func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let pack = downloadTask.taskDescription ?? "unknown"
        // Moving big packs blocks the delegate queue; do it on the IO queue instead.
        ioQueue.async {
            let target = self.cacheDirectory.appendingPathComponent("\(pack).tilepack")
            try? FileManager.default.createDirectory(at: self.cacheDirectory, withIntermediateDirectories: true)
            try? FileManager.default.moveItem(at: location, to: target)
        }
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error else { return }
        Log.download.error("pack \(task.taskDescription ?? "?") failed: \(error.localizedDescription)")
        completions[task.taskIdentifier]?(.failure(error))
    }

    func waitForPendingMoves() { ioQueue.sync {} }
    var completions: [Int: (Result<URL, Error>) -> Void] = [:]
}
