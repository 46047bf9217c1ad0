import Foundation
import os

final class RatingPromptManager {
    private let settings: SettingsStore
    private let clock: Clock
    private let log = Logger(subsystem: "com.harborlight.app", category: "Rating")

    init(settings: SettingsStore, clock: Clock) {
        self.settings = settings
        self.clock = clock
    }

    func recordLaunch() {
        settings.launchCount += 1
    }

    func userDismissedPrompt(at date: Date) {
        settings.lastPromptDismissal = date
    }

    func shouldShowPrompt() -> Bool {
        let days = Calendar.current.dateComponents([.day], from: settings.installDate, to: clock.now).day ?? 0
        log.info("launchCount=\(self.settings.launchCount) daysSinceInstall=\(days) lastPromptDismissal=\(String(describing: self.settings.lastPromptDismissal))")
        guard days >= 30, settings.launchCount >= 5 else { return false }
        if let dismissed = settings.lastPromptDismissal,
           clock.now.timeIntervalSince(dismissed) < 90 * 86_400 { return false }
        return true
    }
}
