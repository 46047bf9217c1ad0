import UIKit

final class SleepPhaseTimer {
    private var bgTask: UIBackgroundTaskIdentifier = .invalid
    var onPhaseChange: ((SleepPhase) -> Void)?

    init(phases: [SleepPhase]) { self.phases = phases }
    private let phases: [SleepPhase]

    func start() {
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            // ~30 s of extra time is all iOS grants; the phase timer is suspended after that
            self.bgTask = UIApplication.shared.beginBackgroundTask(withName: "sleep-phase") {
                NSLog("[SleepTimer] background task expired; timers suspended")
                UIApplication.shared.endBackgroundTask(self.bgTask)
            }
            NSLog("[SleepTimer] background time remaining %.1f s", UIApplication.shared.backgroundTimeRemaining)
        }
        scheduleNext(index: 0)
    }

    private func scheduleNext(index: Int) { /* Timer.scheduledTimer per phase */ }
}
