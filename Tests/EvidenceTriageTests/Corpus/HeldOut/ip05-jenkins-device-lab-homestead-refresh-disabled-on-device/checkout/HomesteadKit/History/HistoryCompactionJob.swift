import BackgroundTasks
import Foundation

/// Nightly BGProcessingTask: drop state history older than the retention
/// window, but always keep each entity's latest state.
public struct HistoryCompactionJob {
    public var retention: TimeInterval = 10 * 24 * 60 * 60
    let store: HistoryStore

    public init(store: HistoryStore) { self.store = store }

    public func compact(now: Date = Date()) throws {
        let cutoff = now.addingTimeInterval(-retention)
        try store.deleteStates(where: { $0.lastChanged < cutoff })
    }

    public func run(_ task: BGProcessingTask) {
        task.expirationHandler = { store.cancelPendingWrites() }
        do {
            try compact()
            task.setTaskCompleted(success: true)
        } catch {
            task.setTaskCompleted(success: false)
        }
    }
}
