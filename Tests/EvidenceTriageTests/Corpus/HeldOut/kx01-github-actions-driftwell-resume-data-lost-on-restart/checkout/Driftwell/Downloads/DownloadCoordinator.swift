import Foundation
import os

final class DownloadCoordinator {
    private let session: URLSession
    private let store: ResumeStore
    private var tasks: [String: URLSessionDownloadTask] = [:]
    var onProgress: ((String, Double) -> Void)?
    private let log = Logger(subsystem: "com.driftwell.app", category: "Downloads")

    init(session: URLSession, store: ResumeStore) {
        self.session = session
        self.store = store
        NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            NSLog("[Downloads] willTerminate: %d task in flight (%@); nothing persisted", tasks.count, tasks.keys.joined(separator: ","))
        }
    }

    func start(episodeID: String, from url: URL) {
        let task: URLSessionDownloadTask
        if let data = store.resumeData(for: episodeID) {
            task = session.downloadTask(withResumeData: data)
        } else {
            var request = URLRequest(url: url)
            request.setValue("bytes=0-", forHTTPHeaderField: "Range")
            task = session.downloadTask(with: request)
        }
        tasks[episodeID] = task
        task.resume()
    }

    /// Pausing is cancelling with resume data. URLSession only produces resume data when the
    /// server sent an ETag or Last-Modified and supports byte ranges; otherwise it hands back nil.
    func pause(episodeID: String) async {
        guard let task = tasks.removeValue(forKey: episodeID) else { return }
        let data = await task.cancelByProducingResumeData()
        NSLog("[Downloads] pause %@ at %lld/%lld bytes: cancelByProducingResumeData -> %@", episodeID,
              task.countOfBytesReceived, task.countOfBytesExpectedToReceive, data == nil ? "nil" : "\(data!.count) bytes")
        if let data { store.save(data, for: episodeID) } else {
            NSLog("[Downloads] no resume data for %@; next start will begin at 0", episodeID)
        }
    }

    func resume(episodeID: String, from url: URL) async throws -> URL {
        start(episodeID: episodeID, from: url)
        return try await waitForFile(episodeID)
    }

    func download(episodeID: String, from url: URL) async throws -> URL {
        start(episodeID: episodeID, from: url)
        return try await waitForFile(episodeID)
    }

    private func waitForFile(_ id: String) async throws -> URL { /* awaits BackgroundDownloadDelegate's move */ fatalError() }
}
