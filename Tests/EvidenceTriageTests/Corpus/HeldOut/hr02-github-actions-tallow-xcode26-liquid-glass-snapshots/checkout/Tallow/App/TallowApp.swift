import BackgroundTasks
import SwiftUI

@main
struct TallowApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        // Must happen before launch finishes; the identifier is $(PRODUCT_BUNDLE_IDENTIFIER).sync in Info.plist.
        BackgroundSync.register()
        return true
    }
}
