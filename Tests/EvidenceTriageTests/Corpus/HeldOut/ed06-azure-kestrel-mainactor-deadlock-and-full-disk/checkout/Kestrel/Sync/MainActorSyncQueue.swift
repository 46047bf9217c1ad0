import Foundation

/// Runs UI-facing sync steps on the main actor strictly in FIFO order.
@MainActor
final class MainActorSyncQueue {
    private var tail: Task<Void, Never>?

    nonisolated init() {}

    func enqueue(_ operation: @escaping @MainActor () -> Void) {
        let previous = tail
        tail = Task { @MainActor in
            await previous?.value
            operation()
        }
    }
}
