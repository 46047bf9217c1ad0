import BackgroundTasks
import EvidenceRecorder
import Foundation

extension Notification.Name {
    static let exposureDetectionDidRun = Notification.Name("QLExposureDetectionDidRun")
}

/// Schedules com.quayline.app.exposure-detection: a BGProcessingTask that
/// downloads the venue check-in keys and matches them against the user's visits.
final class DetectionScheduler {
    static let identifier = "com.quayline.app.exposure-detection"
    static let interval: TimeInterval = 6 * 60   // QL-412: run every six hours

    private let scheduler: TaskScheduling
    private let clock: Clock
    private let recorder: EvidenceRecorder?

    init(scheduler: TaskScheduling, clock: Clock = SystemClock(), recorder: EvidenceRecorder? = nil) {
        self.scheduler = scheduler
        self.clock = clock
        self.recorder = recorder
    }

    /// Called from didFinishLaunching after the handler is registered.
    func applicationDidFinishLaunching() {
        // Detection is (re)scheduled at the end of each run, see handle(_:).
    }

    func handle(_ task: BGProcessingTask, detector: ExposureDetector) {
        task.expirationHandler = { detector.cancel() }
        detector.run { ok in
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: .exposureDetectionDidRun, object: nil)
            self.scheduleNext()
        }
    }

    func scheduleNext() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = clock.now.addingTimeInterval(Self.interval)
        do {
            try scheduler.submit(request)
            try? recorder?.record(Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Detection] exposure-detection submit failed: \(error)")
            try? recorder?.record(Self.identifier, kind: .processing, phase: .submission, outcome: .failed,
                                  error: ErrorType(error))
        }
    }
}
