import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let refreshID = try! TaskIdentifier(CertificateRefreshTask.identifier)
    private lazy var refreshTask = CertificateRefreshTask(service: AppEnvironment.shared.validityService)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: CertificateRefreshTask.identifier, using: nil) { [weak self] task in
            guard let self else { return }
            try? Self.recorder.record(self.refreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self.scheduleRefresh()
            self.refreshTask.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(refreshID, kind: .appRefresh, phase: .registration,
                                  outcome: registered ? .succeeded : .failed,
                                  error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
        return true
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: CertificateRefreshTask.identifier)
        let delay: TimeInterval = ProcessInfo.processInfo.arguments.contains("-uitest-certificate-expiring-in-days") ? 60 : 4 * 3600
        request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Self.recorder.record(refreshID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            NSLog("[bgtask] submitted %@ earliestBeginDate=+%.0fs", CertificateRefreshTask.identifier, delay)
        } catch {
            try? Self.recorder.record(refreshID, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            NSLog("[bgtask] submit failed: %@", String(describing: error))
        }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduleRefresh()
    }
}
