import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    let environment: AppEnvironment

    init(environment: AppEnvironment = .live) {
        self.environment = environment
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LocationRefresh.register(recorder: Self.recorder, environment: environment)

        // ML-688: start WebKit early so the dashboard appears without a blank frame.
        environment.webViewCache.preload(.dashboard)

        if launchOptions?[.location] != nil {
            environment.location.resumeSignificantChangeMonitoring()
        }
        return true
    }
}
