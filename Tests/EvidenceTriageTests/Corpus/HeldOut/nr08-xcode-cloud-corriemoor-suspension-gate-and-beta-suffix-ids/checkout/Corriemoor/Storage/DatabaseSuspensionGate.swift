import Foundation

/// Refuses database writes once the app's extra background time is about to run out,
/// until the app becomes active again.
final class DatabaseSuspensionGate {
    private(set) var isSuspended = false

    func backgroundTimeWillExpire() {
        // Let in-flight refresh writes finish first; they are short.
        if TideRefreshJob.isRunning { return }
        isSuspended = true
    }

    func didBecomeActive() { isSuspended = false }

    func allowsWrite() -> Bool { !isSuspended }
}
