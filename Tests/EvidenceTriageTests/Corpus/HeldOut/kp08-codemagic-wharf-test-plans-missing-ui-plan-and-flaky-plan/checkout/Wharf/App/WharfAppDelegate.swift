import BackgroundTasks
import UIKit

final class WharfAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        for (id, kind) in [("com.wharfapp.berths.booking-sync", TaskKind.processing), ("com.wharfapp.berths.nightly-cleanup", .processing)] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { BackgroundRouter.handle($0) }
            print("[BG] register \(id): \(ok)")
            DiagnosticsRecorder.shared.record(identifier: id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
        }
        return true
    }
}
