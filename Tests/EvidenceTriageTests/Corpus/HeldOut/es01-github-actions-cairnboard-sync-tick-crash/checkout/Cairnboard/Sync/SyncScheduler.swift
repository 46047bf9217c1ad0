import Foundation

/// Foreground polling loop. Fires `action` once per `interval` while started.
@MainActor
final class SyncScheduler {
    private let interval: Duration
    private let action: @Sendable () async -> Void
    private var loop: Task<Void, Never>?

    init(interval: Duration, action: @escaping @Sendable () async -> Void) {
        self.interval = interval
        self.action = action
    }

    var isRunning: Bool { loop != nil }

    func start() {
        guard loop == nil else { return }
        startLoop()
    }

    func stop() {
        loop?.cancel()
        loop = nil
    }

    private func startLoop() {
        loop = Task { [interval, action] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                if Task.isCancelled { break }
                await action()
            }
        }
    }
}
