import Foundation
import BackgroundTasks
import os

final class OvernightSync {
    static let identifier = "co.quarrywallet.ios.overnight-sync"
    static let shared = OvernightSync(clock: SystemClock(), scheduler: BGTaskScheduler.shared)

    private let clock: Clock
    private let scheduler: TaskScheduling
    private let log = Logger(subsystem: "co.quarrywallet.ios", category: "OvernightSync")
    var synchronizer: Synchronizing = SDKSynchronizer.live

    init(clock: Clock, scheduler: TaskScheduling) {
        self.clock = clock
        self.scheduler = scheduler
    }

    /// Next run: 03:00 local on the following day, wifi + power.
    func nextBeginDate() -> Date {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = clock.timeZone
        let today = cal.startOfDay(for: clock.now)
        return cal.date(bySettingHour: 3, minute: 0, second: 0, of: today)!
    }

    func scheduleNext() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = nextBeginDate()
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        do {
            try scheduler.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGProcessingTask) {
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
        scheduleNext()
        let work = Task {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .execution, outcome: .succeeded)
            let ok = await synchronizer.syncToChainTip()
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .completion, outcome: ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = {
            work.cancel()
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .expiration, outcome: .cancelled)
        }
    }
}
