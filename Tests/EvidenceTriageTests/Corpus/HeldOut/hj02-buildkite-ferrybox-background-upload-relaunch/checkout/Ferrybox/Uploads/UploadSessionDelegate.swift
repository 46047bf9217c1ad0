import Foundation

/// Delegate of the background session. When the last chunk of a transfer
/// lands, the server wants a small "commit" request so the share link goes live.
final class UploadSessionDelegate: NSObject, URLSessionTaskDelegate {
    var backgroundEventsCompletion: (() -> Void)?
    private let commits: CommitQueue
    private let log = FerryLog(category: "Upload")

    init(commits: CommitQueue) {
        self.commits = commits
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            log.error("task \(task.taskIdentifier) failed: \(error)")
            return
        }
        guard let attachmentID = task.originalRequest?.value(forHTTPHeaderField: "X-Ferry-Attachment") else { return }
        // Runs while the app is resumed in the background by nsurlsessiond.
        let commit = session.uploadTask(with: commits.request(for: attachmentID), fromFile: commits.emptyBodyFile)
        commit.resume()
        log.info("commit task \(commit.taskIdentifier) created in background (session \(session.configuration.identifier ?? "-"))")
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        DispatchQueue.main.async { [weak self] in
            self?.backgroundEventsCompletion?()
            self?.backgroundEventsCompletion = nil
        }
    }
}
