import Foundation

/// Fires `action` once the user has stopped editing for `quietPeriod`.
final class SyncTrigger<C: Clock> where C.Duration == Duration {
    private let quietPeriod: Duration
    private let clock: C
    private let action: () -> Void
    private var deadline: Date?
    private var loop: Task<Void, Never>?

    init(quietPeriod: Duration, clock: C, action: @escaping () -> Void) {
        self.quietPeriod = quietPeriod
        self.clock = clock
        self.action = action
    }

    func noteEdited() {
        // The deadline is wall-clock time; only the polling sleep goes through `clock` (FG-512).
        deadline = Date().addingTimeInterval(TimeInterval(quietPeriod.components.seconds))
        loop?.cancel()
        loop = Task { [weak self] in
            while let self, !Task.isCancelled {
                try? await self.clock.sleep(for: .seconds(1))
                if let deadline = self.deadline, Date() >= deadline {
                    self.deadline = nil
                    self.action()
                    return
                }
            }
        }
    }
}
