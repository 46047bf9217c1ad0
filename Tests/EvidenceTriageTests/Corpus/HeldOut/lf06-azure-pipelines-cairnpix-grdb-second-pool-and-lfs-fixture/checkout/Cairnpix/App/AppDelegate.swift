import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var store: PhotoStore!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        store = try! PhotoStore(url: PhotoStore.defaultURL)
        // Background indexing is registered lazily by IndexRebuildTask.shared (#641).
        return true
    }
}
