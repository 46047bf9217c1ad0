import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment()
    lazy var store = NoteStore.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        print("[Tallow] environment=\(environment.name) syncBaseURL=\(environment.syncBaseURL.absoluteString)")
        #endif
        BackgroundTasks.register(environment: environment, store: store)
        return true
    }
}
