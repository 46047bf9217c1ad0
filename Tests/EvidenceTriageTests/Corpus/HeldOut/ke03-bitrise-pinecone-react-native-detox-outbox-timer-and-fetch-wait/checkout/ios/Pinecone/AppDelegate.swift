import UIKit
import React
import React_RCTAppDelegate
import ReactAppDependencyProvider
import TSBackgroundFetch

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
    self.moduleName = "Pinecone"
    self.dependencyProvider = RCTAppDependencyProvider()
    // react-native-background-fetch: registers com.transistorsoft.fetch with BGTaskScheduler
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    PineconeDiagnostics.shared.start() // evidence.diagnostic/v1 records -> Library/Diagnostics/bg.jsonl
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
