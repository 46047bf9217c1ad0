import Foundation

/// Debounces trail-condition refreshes: a new request replaces the pending one.
@MainActor
final class TrailConditionsRefresher {
    private var pending: Task<Void, Never>?
    private let delay: Duration
    private let action: @MainActor (String) -> Void

    init(delay: Duration = .milliseconds(200), action: @escaping @MainActor (String) -> Void) {
        self.delay = delay
        self.action = action
    }

    func scheduleRefresh(reason: String) {
        pending?.cancel()
        pending = Task { [delay, action] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            action(reason)
        }
    }
}
