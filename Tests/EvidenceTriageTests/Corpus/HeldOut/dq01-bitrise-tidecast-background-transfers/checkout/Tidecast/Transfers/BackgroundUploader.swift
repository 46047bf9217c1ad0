import Foundation
import os

/// Uploads voice memos (listener call-ins) through the shared background session.
/// The session is created once per process with the identifier the app delegate
/// hands back to the system in `handleEventsForBackgroundURLSession`.
final class BackgroundUploader: NSObject {
    static let sessionIdentifier = "com.lanternworks.tidecast.transfers.upload"

    private let log = Logger(subsystem: "com.lanternworks.tidecast", category: "Transfers")
    private let endpoint: URL
    private let tokenProvider: () -> String?
    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        configuration.isDiscretionary = false
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    init(endpoint: URL, tokenProvider: @escaping () -> String?) {
        self.endpoint = endpoint
        self.tokenProvider = tokenProvider
    }

    /// Starts the upload of one queued memo and returns the task identifier so the
    /// queue can map completion callbacks back to the memo.
    @discardableResult
    func enqueue(_ memo: QueuedVoiceMemo) throws -> Int {
        var request = URLRequest(url: endpoint.appendingPathComponent("memos/\(memo.id)"))
        request.httpMethod = "PUT"
        request.setValue("audio/m4a", forHTTPHeaderField: "Content-Type")
        if let token = tokenProvider() {
            request.setValue(AuthorizationHeader.value(for: token), forHTTPHeaderField: "Authorization")
        }

        // The memo was recorded into memory by MemoRecorder; the recorder used to
        // write a temp file first, but PR #1187 ("skip the temp file, upload the
        // buffer directly") dropped that step to save a disk round trip.
        let body = memo.audioData
        log.debug("enqueue memo \(memo.id, privacy: .public) bytes=\(body.count)")

        let task = session.uploadTask(with: request, from: body)
        task.taskDescription = memo.id
        task.resume()
        return task.taskIdentifier
    }
}

extension BackgroundUploader: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            log.error("upload \(task.taskDescription ?? "?", privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
        } else {
            log.info("upload \(task.taskDescription ?? "?", privacy: .public) finished")
        }
    }
}

struct QueuedVoiceMemo: Equatable {
    let id: String
    let audioData: Data
    let recordedAt: Date
}
