import Foundation
import os

/// One delegate for the background URLSession (and the ephemeral session used by tests).
final class EpisodeDownloadSession: NSObject, URLSessionDownloadDelegate {
    private let library: EpisodeLibrary
    private var session: URLSession!
    private var finishedLocations: [Int: URL] = [:]
    private var continuations: [Int: CheckedContinuation<URL, Error>] = [:]
    private let log = Logger(subsystem: "app.larkspur", category: "downloads")

    init(configuration: URLSessionConfiguration, library: EpisodeLibrary) {
        self.library = library
        super.init()
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func download(_ episode: Episode) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            let task = session.downloadTask(with: episode.enclosure)
            task.taskDescription = episode.id
            continuations[task.taskIdentifier] = continuation
            task.resume()
        }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        log.info("didFinishDownloadingTo \(location.lastPathComponent, privacy: .public)")
        // The file at `location` is only valid until this method returns; it is kept for later.
        finishedLocations[downloadTask.taskIdentifier] = location
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let continuation = continuations.removeValue(forKey: task.taskIdentifier)
        if let error { continuation?.resume(throwing: error); return }
        do {
            guard let location = finishedLocations.removeValue(forKey: task.taskIdentifier) else { throw URLError(.cannotCreateFile) }
            let destination = library.episodesDirectory.appendingPathComponent("\(task.taskDescription ?? "episode").mp3")
            try FileManager.default.moveItem(at: location, to: destination)
            continuation?.resume(returning: destination)
        } catch {
            log.error("move failed: \(error.localizedDescription, privacy: .public)")
            continuation?.resume(throwing: error)
        }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        log.info("urlSessionDidFinishEvents(forBackgroundURLSession:)")
        DispatchQueue.main.async { AppDelegate.backgroundSessionCompletionHandler?() }
    }
}
