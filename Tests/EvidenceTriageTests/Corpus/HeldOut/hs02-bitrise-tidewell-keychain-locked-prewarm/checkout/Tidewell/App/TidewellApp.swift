import SwiftUI

@main
struct TidewellApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(appDelegate.session)
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    let session = SessionModel()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // iOS may prewarm or background-launch us before the first unlock; the session
        // restorer must cope with a keychain that is not readable yet.
        BackgroundRefresh.registerHandlers(session: session)
        session.restore()
        return true
    }
}
