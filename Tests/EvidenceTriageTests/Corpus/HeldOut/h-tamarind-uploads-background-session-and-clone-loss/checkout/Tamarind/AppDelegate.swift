import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let uploader = UploadQueue(store: SQLiteUploadStore.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RNBootstrap.start(launchOptions: launchOptions)
        return true
    }
    // react-native-background-upload setup step (handleEventsForBackgroundURLSession) not present.
}
