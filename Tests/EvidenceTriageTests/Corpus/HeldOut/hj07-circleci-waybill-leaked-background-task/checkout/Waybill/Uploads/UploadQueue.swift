import UIKit

enum FlushReason: String {
    case sceneDidEnterBackground
    case newScan
    case manual
}

/// Buffers scan events (collected, out for delivery, delivered, failed attempt)
/// and uploads them in batches. A flush runs under a UIKit background task so a
/// courier locking the phone right after a scan does not strand the batch.
final class UploadQueue {
    private let transport: ScanTransport
    private let store: ScanEventStore
    private let tasks: BackgroundTaskProviding
    private let log = WaybillLog(category: "UploadQueue")

    /// The background task covering the flush in progress.
    private var backgroundTaskID: UIBackgroundTaskIdentifier = .invalid

    init(transport: ScanTransport, store: ScanEventStore, tasks: BackgroundTaskProviding = UIApplication.shared) {
        self.transport = transport
        self.store = store
        self.tasks = tasks
    }

    func flush(reason: FlushReason, completion: @escaping (Result<Int, Error>) -> Void = { _ in }) {
        backgroundTaskID = tasks.beginBackgroundTask(withName: "UploadQueue.flush") { [weak self] in
            guard let self else { return }
            self.log.error("flush expired; ending task \(self.backgroundTaskID.rawValue)")
            self.tasks.endBackgroundTask(self.backgroundTaskID)
            self.backgroundTaskID = .invalid
        }
        log.info("flush(\(reason.rawValue)) began task \(backgroundTaskID.rawValue)")

        let batch = store.pending(limit: 200)
        guard !batch.isEmpty else {
            endBackgroundTask()
            completion(.success(0))
            return
        }
        transport.upload(batch) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.store.markUploaded(batch)
                self.endBackgroundTask()
                completion(.success(batch.count))
            case .failure(let error):
                // Keep the batch; the next foreground flush retries it.
                self.log.error("flush failed: \(error.localizedDescription); \(batch.count) events kept")
                completion(.failure(error))
            }
        }
    }

    private func endBackgroundTask() {
        log.info("flush ended task \(backgroundTaskID.rawValue)")
        tasks.endBackgroundTask(backgroundTaskID)
        backgroundTaskID = .invalid
    }
}
