import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    let resultsFetcher = ResultsFetchScheduler(recorder: AppDelegate.recorder, client: .live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTaskRegistry.shared.registerAll(recorder: Self.recorder, resultsFetcher: resultsFetcher)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        try? resultsFetcher.schedule()
    }
}
