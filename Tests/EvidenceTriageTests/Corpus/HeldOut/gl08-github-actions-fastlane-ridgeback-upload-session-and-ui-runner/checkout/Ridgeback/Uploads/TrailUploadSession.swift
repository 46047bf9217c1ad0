import Foundation

/// Uploads recorded GPX tracks through a background URLSession.
final class TrailUploadSession: NSObject, URLSessionTaskDelegate {
    static let identifier = "app.ridgeback.trail-upload"

    /// Handed over by AppDelegate in application(_:handleEventsForBackgroundURLSession:completionHandler:).
    var backgroundEventsCompletion: (() -> Void)?
    private(set) var failedUploads: [String] = []
    private var pendingSuccess = false
    private let store: TrackUploadStore

    init(store: TrackUploadStore) {
        self.store = store
        super.init()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let trackID = task.taskDescription else { return }
        if let error {
            failedUploads.append(trackID)
            store.markFailed(trackID, reason: String(describing: error))
            return
        }
        store.markUploaded(trackID)
        pendingSuccess = true
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        guard pendingSuccess else { return }
        pendingSuccess = false
        DispatchQueue.main.async { [weak self] in
            self?.backgroundEventsCompletion?()
            self?.backgroundEventsCompletion = nil
        }
    }
}
