import EvidenceRecorder
import PlumtreeKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// On the Simulator every clone writes to one file on the host (SIMULATOR_HOST_HOME), so CI can collect it.
    static let recorder: EvidenceRecorder = {
        if let host = ProcessInfo.processInfo.environment["SIMULATOR_HOST_HOME"] {
            return EvidenceRecorder(fileURL: URL(fileURLWithPath: host).appendingPathComponent("evidence/diagnostics.jsonl"))
        }
        return EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    }()

    let persistence = PersistenceController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GardenBackgroundTasks.registerAll(persistence: persistence, recorder: Self.recorder)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        GardenBackgroundTasks.scheduleAll(recorder: Self.recorder)
    }
}
