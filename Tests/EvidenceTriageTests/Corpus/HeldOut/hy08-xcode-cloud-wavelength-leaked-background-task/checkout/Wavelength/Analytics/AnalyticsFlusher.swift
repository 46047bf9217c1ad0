import UIKit

/// Sends queued analytics events. Asks for background time so a flush started
/// as the app backgrounds can finish.
final class AnalyticsFlusher {
    private let store: EventStore
    private let transport: EventTransport
    private let application: UIApplication
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    /// Debug counter read by tests.
    private(set) var openBackgroundTasks = 0

    init(store: EventStore, transport: EventTransport, application: UIApplication = .shared) {
        self.store = store
        self.transport = transport
        self.application = application
        // Like most analytics SDKs, flush automatically when the app backgrounds.
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { [weak self] _ in
            self?.flush()
        }
    }

    func flush(completion: @escaping () -> Void = {}) {
        taskID = application.beginBackgroundTask(withName: "AnalyticsFlusher.flush") { [weak self] in
            self?.endTask()
        }
        openBackgroundTasks += 1

        let batch = store.nextBatch(limit: 50)
        guard !batch.isEmpty else {
            // Nothing to send.
            return
        }
        transport.send(batch) { [weak self] result in
            if case .success = result { self?.store.remove(batch) }
            self?.endTask()
            completion()
        }
    }

    private func endTask() {
        application.endBackgroundTask(taskID)
        openBackgroundTasks -= 1
    }
}
