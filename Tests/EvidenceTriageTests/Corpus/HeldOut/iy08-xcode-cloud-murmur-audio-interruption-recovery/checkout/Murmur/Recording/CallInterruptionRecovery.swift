import Foundation

protocol CallObserving: AnyObject {
    var hasActiveCall: Bool { get }
}

/// Pauses a recording for a phone call and resumes it afterwards. A watchdog
/// resumes anyway after `watchdogInterval` if neither signal arrives.
@MainActor
final class CallInterruptionRecovery {
    private let calls: CallObserving
    private let log: PersistentLog
    private(set) var isInInterruption = false
    var watchdogInterval: TimeInterval = 180
    var onResume: (() -> Void)?

    init(calls: CallObserving, log: PersistentLog = .shared) {
        self.calls = calls
        self.log = log
    }

    func audioInterruptionBegan() {
        isInInterruption = true
        scheduleWatchdog()
    }

    func audioInterruptionEnded(shouldResume: Bool) {
        guard !calls.hasActiveCall else {
            log.write("recording interruption ended while a call is active; waiting for CallKit end")
            return
        }
        isInInterruption = false
        requestRecovery()
    }

    func callDidEnd() {
        requestRecovery()
    }

    private func requestRecovery() {
        guard !isInInterruption else {
            log.write("recording recovery cancelled: still in interruption (watchdog fires in \(Int(watchdogInterval)) s)")
            return
        }
        onResume?()
    }

    private func scheduleWatchdog() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            try? await Task.sleep(for: .seconds(self.watchdogInterval))
            if self.isInInterruption {
                self.isInInterruption = false
                self.onResume?()
            }
        }
    }
}
