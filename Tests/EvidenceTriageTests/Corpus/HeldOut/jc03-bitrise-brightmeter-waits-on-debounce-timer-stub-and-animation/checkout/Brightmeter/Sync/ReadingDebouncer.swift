import Foundation
import Clocks

/// Coalesces meter readings typed or scanned in quick succession into one save.
@MainActor
final class ReadingDebouncer {
    private let clock: any Clock<Duration>
    private let window: Duration
    private var task: Task<Void, Never>?
    var isIdle: Bool { task == nil }

    init(clock: any Clock<Duration> = ContinuousClock(), window: Duration = .milliseconds(300)) {
        self.clock = clock
        self.window = window
    }

    func submit(_ action: @escaping @MainActor () -> Void) {
        task?.cancel()
        task = Task {
            try? await clock.sleep(for: window)
            guard !Task.isCancelled else { return }
            action()
            task = nil
        }
    }
}
