import Foundation
import os

/// Uploads backup batches through a background URLSession so they survive the
/// app being suspended. Each batch is written to disk first: background sessions
/// only take upload tasks from a file.
final class BackupUploader: NSObject {
    static let sessionIdentifier = "com.loftwing.backup.uploads"

    private let log = Logger(subsystem: "com.loftwing.app", category: "upload")
    private let store: BatchStore
    private var session: URLSession?
    private var completions: [Int: (Result<Void, Error>) -> Void] = [:]

    init(store: BatchStore) {
        self.store = store
    }

    func upload(_ batch: BackupBatch, to endpoint: URL, completion: @escaping (Result<Void, Error>) -> Void) throws {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        // New session per batch so the delegate queue never holds stale tasks.
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)

        let file = try store.write(batch)
        var request = URLRequest(url: endpoint)
        request.httpMethod = "PUT"
        let task = session!.uploadTask(with: request, fromFile: file)
        completions[task.taskIdentifier] = completion
        log.info("batch \(batch.id, privacy: .public): task \(task.taskIdentifier) resumed")
        task.resume()
    }
}

extension BackupUploader: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let completion = completions.removeValue(forKey: task.taskIdentifier)
        completion?(error.map { .failure($0) } ?? .success(()))
    }
}
