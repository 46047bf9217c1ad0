import Foundation
import BackgroundTasks

enum ExistingPolicy { case keep, replace }

final class NativeTaskScheduler {
    let storage: TaskStorage
    let scheduler: TaskSubmitting

    init(storage: TaskStorage, scheduler: TaskSubmitting) {
        self.storage = storage
        self.scheduler = scheduler
    }

    func enqueue(id: String, policy: ExistingPolicy, payload: Data) async throws {
        guard try await shouldProceed(id: id, policy: policy) else { return }
        try await storage.saveMetadata(TaskMetadata(id: id, payload: payload))
        try scheduler.submit(BGProcessingTaskRequest(identifier: "com.relay.app.dispatch"))
    }

    private func shouldProceed(id: String, policy: ExistingPolicy) async throws -> Bool {
        let existing = try await storage.loadMetadata(id: id)
        if existing != nil {
            if policy == .keep { return false }
            try await storage.deleteMetadata(id: id)
            return true
        } else {
            return true
        }
    }
}
