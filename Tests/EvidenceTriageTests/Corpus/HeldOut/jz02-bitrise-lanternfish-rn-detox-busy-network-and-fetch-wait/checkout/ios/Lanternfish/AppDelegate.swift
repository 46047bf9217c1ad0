import UIKit
import React
import React_RCTAppDelegate
import ReactAppDependencyProvider
import TSBackgroundFetch

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    self.moduleName = "Lanternfish"
    self.dependencyProvider = RCTAppDependencyProvider()
    self.initialProps = [:]

    // [react-native-background-fetch] registers the BGTaskScheduler handlers
    // for every identifier in BGTaskSchedulerPermittedIdentifiers.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  override func bundleURL() -> URL? {
#if DEBUG
    RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
#else
    Bundle.main.url(forResource: "main", withExtension: "jsbundle")
#endif
  }
}
