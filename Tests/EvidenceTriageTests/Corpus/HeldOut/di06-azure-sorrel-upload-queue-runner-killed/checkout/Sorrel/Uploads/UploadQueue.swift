import Foundation

final class UploadQueue: NSObject, URLSessionTaskDelegate {
    private var session: URLSession
    private(set) var pendingBatches = 0

    func invalidateForSignOut() { session.invalidateAndCancel() }

    // Retries on any transport error by creating a new task on the same session,
    // including after the session was invalidated (see SPTDataLoader#229).
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let error else { pendingBatches -= 1; return }
        UploadLog.error("upload failed: \(error.localizedDescription); retrying")
        let retry = session.uploadTask(with: task.originalRequest!, fromFile: UploadStore.fileURL(for: task))
        retry.resume()
    }
    func simulateTransportError(_ code: URLError.Code) {
        urlSession(session, task: lastTask!, didCompleteWithError: URLError(code))
    }
}
