import BackgroundTasks
import Foundation
import os

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping @Sendable (BGTask) -> Void) -> Bool
}

extension BGTaskScheduler: TaskScheduling {}

/// Best-effort refresh of today's tile. iOS decides whether and when this runs.
final class WidgetRefreshScheduler {
    static let identifier = "dev.gridfall.app.widget-refresh"
    static let shared = WidgetRefreshScheduler()

    private let scheduler: TaskScheduling
    private let calendar: Calendar
    private let now: () -> Date
    private let recorder: EvidenceRecording
    private let log = Logger(subsystem: "dev.gridfall.app", category: "WidgetRefresh")

    init(scheduler: TaskScheduling = BGTaskScheduler.shared,
         calendar: Calendar = .current,
         now: @escaping () -> Date = Date.init,
         recorder: EvidenceRecording = EvidenceRecorder.shared) {
        self.scheduler = scheduler
        self.calendar = calendar
        self.now = now
        self.recorder = recorder
    }

    func registerHandler() {
        let ok = scheduler.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.recorder.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task { await self.run(task as! BGAppRefreshTask) }
        }
        recorder.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Ask for the next wake shortly after 04:00 local time, when the new puzzle is published.
    func scheduleDaily() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = nextFourAM()
        do {
            try scheduler.submit(request)
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit failed: \(String(describing: error), privacy: .public)")
            print("[WidgetRefresh] submit failed: \(error)")
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    func nextFourAM() -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let today = utc.date(bySettingHour: 4, minute: 0, second: 0, of: now())!
        return today > now() ? today : utc.date(byAdding: .day, value: 1, to: today)!
    }

    private func run(_ task: BGAppRefreshTask) async {
        scheduleDaily()
        let work = Task { try await TodayPuzzleFetcher.shared.refreshSnapshot() }
        task.expirationHandler = { work.cancel() }
        let ok = (try? await work.value) != nil
        recorder.record(Self.identifier, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
        task.setTaskCompleted(success: ok)
    }
}
