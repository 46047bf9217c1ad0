import Foundation

/// Prefetches the next chapter while the current one plays. Prefetching is
/// opportunistic, so the transfer is discretionary: the system picks the time
/// (Wi-Fi, power, thermal state).
final class ChapterPrefetcher: NSObject, URLSessionDownloadDelegate {
    static let sessionIdentifier = "com.narrowlane.audiobooks.prefetch"

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.isDiscretionary = true
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    var onPrefetched: ((String) -> Void)?

    func prefetch(chapter: ChapterRef) {
        let task = session.downloadTask(with: chapter.remoteURL)
        task.taskDescription = chapter.id
        task.countOfBytesClientExpectsToReceive = chapter.expectedBytes
        task.resume()
        print("[Prefetch] queued \(chapter.id) (\(chapter.expectedBytes) bytes, discretionary)")
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let id = downloadTask.taskDescription else { return }
        try? ChapterCache.shared.store(fileAt: location, chapterID: id)
        onPrefetched?(id)
    }
}
