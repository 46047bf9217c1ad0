import UIKit
import BackgroundTasks
import EvidenceRecorder

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshTaskID = "com.northwind.tallybook.refresh"
    let recorder = EvidenceRecorder.appDefault

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskID, using: nil) { task in
            RatesRefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(identifier: Self.refreshTaskID, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed)
        return true
    }
}
