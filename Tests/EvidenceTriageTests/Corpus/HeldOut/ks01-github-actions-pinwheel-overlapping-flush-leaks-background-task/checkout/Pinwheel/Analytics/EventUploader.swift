import UIKit

/// Abstraction over UIApplication so tests can record begin/end calls.
protocol BackgroundTaskProviding: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskProviding {}

final class EventUploader {
    // One identifier shared by every flush. A second flush that starts before the
    // first one finishes overwrites it, so the first task is never ended.
    static var uploadTaskID: UIBackgroundTaskIdentifier = .invalid

    private let tasks: BackgroundTaskProviding
    private let transport: EventTransport
    private let store: EventStore

    init(tasks: BackgroundTaskProviding = UIApplication.shared, transport: EventTransport, store: EventStore) {
        self.tasks = tasks; self.transport = transport; self.store = store
    }

    func flush(completion: @escaping (Result<Int, Error>) -> Void) {
        Self.uploadTaskID = tasks.beginBackgroundTask(withName: "Pinwheel.flush") { [tasks] in
            tasks.endBackgroundTask(Self.uploadTaskID)
            Self.uploadTaskID = .invalid
        }
        let batch = store.pendingBatch(limit: 50)
        transport.send(batch) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.store.markUploaded(batch)
                self.tasks.endBackgroundTask(Self.uploadTaskID)
                Self.uploadTaskID = .invalid
                completion(.success(batch.count))
            case .failure(let error):
                // returns without ending the background task
                completion(.failure(error))
            }
        }
    }
}
