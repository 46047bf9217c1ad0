import Foundation

/// Coalesces bursts of local saves (highlights, reading position) into one sync.
@MainActor
final class SyncDebouncer {
    private let interval: Duration
    private let sync: @MainActor () async -> Void
    private var pending: Task<Void, Never>?

    init(interval: Duration = .milliseconds(400), sync: @escaping @MainActor () async -> Void) {
        self.interval = interval
        self.sync = sync
    }

    func noteChange() {
        pending?.cancel()
        pending = Task { [interval, sync] in
            try? await Task.sleep(for: interval)
            guard !Task.isCancelled else { return }
            await sync()
        }
    }
}
