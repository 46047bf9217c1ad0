import BackgroundTasks
import UIKit
import shared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  /// Built on the main thread at launch (Kotlin/Native objects are owned by
  /// the thread that created them under the strict memory model).
  let sharedModule = SharedModule()
  lazy var backgroundTasks = BackgroundTasks(repository: sharedModule.routeRepository)

  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    backgroundTasks.registerAll()
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    backgroundTasks.scheduleRefresh()
  }
}
