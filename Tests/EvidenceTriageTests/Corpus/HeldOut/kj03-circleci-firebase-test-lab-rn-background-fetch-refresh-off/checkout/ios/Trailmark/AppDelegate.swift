import UIKit
import React
import React_RCTAppDelegate
import ReactAppDependencyProvider
import TSBackgroundFetch

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    self.moduleName = "Trailmark"
    self.dependencyProvider = RCTAppDependencyProvider()
    // react-native-background-fetch iOS setup: TSBackgroundFetch registers every
    // com.transistorsoft.* identifier listed in BGTaskSchedulerPermittedIdentifiers.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    BackgroundDiagnostics.shared.recordRegistrations()
    NSLog("[Trailmark] UIApplication.backgroundRefreshStatus = %ld (%@)",
          application.backgroundRefreshStatus.rawValue,
          BackgroundDiagnostics.describe(application.backgroundRefreshStatus))
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
