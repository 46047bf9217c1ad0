import Foundation
import os

/// Reports main-thread hangs (>= 2 s) to the in-app Diagnostics screen and to the crash reporter.
/// Since 4.8: hangs are not reported while the app was launched in the background for a
/// content-available push or background fetch: the OS keeps the process suspended for long
/// stretches and those "hangs" are not user visible.
final class HangWatchdog {
    static let shared = HangWatchdog()
    private let log = Logger(subsystem: "com.tidemark.app", category: "watchdog")
    private let defaults: UserDefaults
    var threshold: TimeInterval = 2.0
    private(set) var reported: [HangEvent] = []

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// Called from AppDelegate for every launch.
    func noteLaunch(reason: LaunchReason) {
        if reason == .backgroundFetch || reason == .contentAvailablePush {
            defaults.set(reason.rawValue, forKey: "watchdog.lastLaunchReason")
        }
        // A user launch is not recorded: the key keeps whatever background reason was stored last.
    }

    func hangDetected(duration: TimeInterval, stack: [String]) {
        guard duration >= threshold else { return }
        if let last = defaults.string(forKey: "watchdog.lastLaunchReason") {
            log.info("hang of \(duration, format: .fixed(precision: 2)) s suppressed (last launch reason: \(last, privacy: .public))")
            return
        }
        reported.append(HangEvent(duration: duration, stack: stack))
        log.error("hang of \(duration, format: .fixed(precision: 2)) s reported")
    }
}
