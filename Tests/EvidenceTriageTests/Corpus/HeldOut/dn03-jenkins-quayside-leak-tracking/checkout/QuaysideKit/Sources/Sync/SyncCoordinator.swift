import BackgroundTasks
import Foundation

/// Runs one parcel sync for a BGProcessingTask (or a fake of one in tests).
public final class SyncCoordinator {
    private let client: ParcelClient
    private let store: ParcelStore
    private var current: Task<Void, Never>?

    public init(client: ParcelClient, store: ParcelStore) {
        self.client = client
        self.store = store
    }

    public func handle(_ task: ProcessingTaskProtocol) {
        // Strong capture: the task (held by the scheduler until it completes, and by
        // the fake in tests) now owns the coordinator, and the coordinator's
        // `current` Task captures `task` -> cycle. Before #498 this was
        // `{ [weak self] in self?.cancel() }`.
        task.expirationHandler = {
            self.cancel()
        }
        current = Task {
            do {
                try await SyncRun(client: client, store: store).perform()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }

    public func cancel() { current?.cancel() }

    public func waitUntilIdle() async { await current?.value }
}
