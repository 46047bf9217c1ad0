import UIKit

/// Uploads queued receipt images when the app goes to the background.
/// Each upload needs a fresh auth token first; both steps get background time.
final class ReceiptUploadWorker {
    private let coordinator: BackgroundTaskCoordinating
    private let queue: ReceiptUploadQueue
    private let api: ReceiptAPI
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    init(coordinator: BackgroundTaskCoordinating, queue: ReceiptUploadQueue, api: ReceiptAPI) {
        self.coordinator = coordinator
        self.queue = queue
        self.api = api
    }

    func appDidEnterBackground() {
        guard let batch = queue.dequeueBatch() else { return }

        backgroundTask = coordinator.beginBackgroundTask(name: "receipt-token") { [weak self] in
            self?.expire(batch)
        }
        api.refreshToken { [weak self] token in
            guard let self else { return }
            // A second background task covers the upload itself.
            self.backgroundTask = self.coordinator.beginBackgroundTask(name: "receipt-upload") { [weak self] in
                self?.expire(batch)
            }
            self.api.upload(batch, token: token) { _ in
                self.finish()
            }
        }
    }

    private func expire(_ batch: ReceiptBatch) {
        api.cancelAll()
        finish()
    }

    private func finish() {
        guard backgroundTask != .invalid else { return }
        coordinator.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
