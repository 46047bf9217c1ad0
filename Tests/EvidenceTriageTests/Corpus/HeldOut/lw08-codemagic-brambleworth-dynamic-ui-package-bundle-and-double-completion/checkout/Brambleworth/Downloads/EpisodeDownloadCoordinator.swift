import Foundation

/// Owns the background URLSession that downloads episodes while the app is suspended.
final class EpisodeDownloadCoordinator: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    static let sessionIdentifier = "com.brambleworth.downloads"

    var onFinished: ((URL) -> Void)?
    /// Stored by the AppDelegate from application(_:handleEventsForBackgroundURLSession:completionHandler:).
    var backgroundCompletionHandler: (() -> Void)?

    private var finishedFiles: [URL] = []
    private let library: EpisodeLibrary

    init(library: EpisodeLibrary) {
        self.library = library
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        guard let file = try? library.moveDownloadedFile(from: location, for: downloadTask.taskIdentifier) else { return }
        finishedFiles.append(file)
        onFinished?(file)
    }

    /// Called once every queued event for the background session has been delivered.
    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        // BRW-233: make sure the UI hears about every file even if the app was relaunched.
        for file in finishedFiles {
            onFinished?(file)
        }
        let handler = backgroundCompletionHandler
        backgroundCompletionHandler = nil
        DispatchQueue.main.async { handler?() }
    }
}
