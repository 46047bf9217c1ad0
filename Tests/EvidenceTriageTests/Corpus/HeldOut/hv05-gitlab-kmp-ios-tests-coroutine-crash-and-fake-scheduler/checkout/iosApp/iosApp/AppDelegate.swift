import BackgroundTasks
import EvidenceRecorder
import Shared
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refreshId = RefreshPlanner.companion.DEPARTURES_REFRESH_ID

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshId, using: nil) { task in
            try? Self.recorder.record(raw: ["identifier": Self.refreshId, "taskKind": "appRefresh",
                                            "phase": "launch", "outcome": "succeeded"])
            let job = SharedGraph.shared.timetableSyncJob()
            let running = job.launchRefresh { ok in task.setTaskCompleted(success: ok.boolValue) }
            task.expirationHandler = { running.cancel(cause: nil) }
        }
        try? Self.recorder.record(raw: ["identifier": Self.refreshId, "taskKind": "appRefresh",
                                        "phase": "registration", "outcome": ok ? "succeeded" : "failed"])
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { _ in Self.planRefresh() }
        return true
    }

    static func planRefresh() {
        let planner = RefreshPlanner(scheduler: RecordingScheduler(inner: IosBackgroundScheduler()),
                                     clock: ClockSystem.shared)
        planner.planNext()
    }
}

/// Records every submission outcome in the evidence log.
final class RecordingScheduler: BackgroundScheduler {
    let inner: BackgroundScheduler
    init(inner: BackgroundScheduler) { self.inner = inner }

    func submit(request: RefreshRequest) -> Any? {
        let result = inner.submit(request: request)
        let failure = (result as? KotlinResult)?.exceptionOrNull() as? BackgroundSubmitException
        try? AppDelegate.recorder.record(raw: [
            "identifier": request.identifier, "taskKind": "appRefresh", "phase": "submission",
            "outcome": failure == nil ? "succeeded" : "failed",
            "errorType": failure.map { "\($0.domain ?? "?"):\($0.code)" } as Any,
            "test": ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"] as Any,
        ])
        return result
    }
}
