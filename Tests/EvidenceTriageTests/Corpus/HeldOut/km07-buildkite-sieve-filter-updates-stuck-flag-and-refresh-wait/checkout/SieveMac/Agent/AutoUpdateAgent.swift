import Foundation
import ServiceManagement

/// macOS: a login-item agent runs FilterUpdateScheduler while Sieve is closed.
@MainActor
final class AutoUpdateAgent {
    private let scheduler: FilterUpdateScheduler
    private let settings: SieveSettings
    private var timer: Timer?

    init(scheduler: FilterUpdateScheduler, settings: SieveSettings) {
        self.scheduler = scheduler
        self.settings = settings
    }

    /// Called when the app becomes active.
    func appDidBecomeActive() {
        guard settings.backgroundAgentEnabled else {
            // Agent turned off in Settings: nothing schedules updates.
            try? SMAppService.loginItem(identifier: "com.sieve.mac.agent").unregister()
            return
        }
        try? SMAppService.loginItem(identifier: "com.sieve.mac.agent").register()
        timer = Timer.scheduledTimer(withTimeInterval: 300, repeats: true) { [scheduler] _ in
            Task { await scheduler.runIfDue() }
        }
    }
}
