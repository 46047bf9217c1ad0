import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundJobs.registerAll()   // com.pinecone.receipts.sync (processing), com.pinecone.receipts.refresh (appRefresh)

        if ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil {
            window = UIWindow(frame: UIScreen.main.bounds)      // bare window while unit tests run
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootCoordinator.shared.makeRootViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
