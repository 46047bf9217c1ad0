import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        #if DEBUG
        if ProcessInfo.processInfo.arguments.contains("-SeedTestSession") {
            try? KeychainTokenStore(service: "com.keelson.crew.tokens.tests").save("fixture-refresh-token", account: "refresh")
        }
        #endif
        KeelsonBackgroundTasks.registerAll(rosterSync: RosterSyncJob(tokens: KeychainTokenStore(), api: .live, store: .shared))
        return true
    }
}
