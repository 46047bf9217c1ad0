import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let delayRefresh = try! TaskIdentifier("com.waypost.app.delay-refresh")

    var backgroundURLSessionCompletion: (() -> Void)?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.delayRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.delayRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            DelayRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.delayRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        ItineraryShareUploader.shared.reconnect()
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        backgroundURLSessionCompletion = completionHandler
    }
}
