import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SpotForecastRefresh.register(recorder: Self.recorder)
        SettingsSync.shared.start()
        ForecastBadgeModel.shared.startObserving()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        SpotForecastRefresh.schedule(recorder: Self.recorder)
    }
}
