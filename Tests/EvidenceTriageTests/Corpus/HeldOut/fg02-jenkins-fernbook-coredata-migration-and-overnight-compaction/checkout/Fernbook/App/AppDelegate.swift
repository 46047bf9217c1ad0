import FernbookStore
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let recorder = DiagnosticsRecorder.shared
    lazy var compaction = CompactionScheduler(recorder: recorder) {
        try await StoreMaintenance.shared.compact()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        compaction.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let tonight = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 2),
                                                matchingPolicy: .nextTime) ?? .now.addingTimeInterval(6 * 3600)
        try? compaction.schedule(earliest: tonight)
    }
}
