import UIKit

/// Seam over UIApplication's background-task API so the flush logic can be tested.
protocol BackgroundTaskRunning: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskRunning {}

/// Keeps the app alive while queued uploads are handed to the background session.
final class BackgroundTaskGuard {
    private let runner: BackgroundTaskRunning
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(runner: BackgroundTaskRunning) {
        self.runner = runner
    }

    func flush(_ queue: PendingUploadQueue, completion: @escaping (Result<Int, Error>) -> Void) {
        taskID = runner.beginBackgroundTask(withName: "PinwellUploadFlush") { [weak self] in
            self?.finish()
        }
        queue.handOffAll { [weak self] result in
            switch result {
            case .success(let count):
                self?.finish()
                completion(.success(count))
            case .failure(let error):
                // Retry is scheduled by the queue; report and bail out.
                completion(.failure(error))
            }
        }
    }

    private func finish() {
        guard taskID != .invalid else { return }
        runner.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
