import React
import ReactAppDependencyProvider
import React_RCTAppDelegate
import TSBackgroundFetch
import UIKit

@main
class AppDelegate: RCTAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    moduleName = "Pebblepost"
    dependencyProvider = RCTAppDependencyProvider()
    initialProps = [:]

    // [REQUIRED] react-native-background-fetch: registers the BGTask identifiers
    // found in BGTaskSchedulerPermittedIdentifiers.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    PebbleEvidence.shared.recordRegistrations()

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  #if DEBUG
  override func application(_ app: UIApplication, open url: URL,
                             options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    if url.absoluteString == "pebblepost://__debug/background-fetch" {
      NSLog("[PebbleDebug] openURL %@ -> performFetch", url.absoluteString)
      self.application(app, performFetchWithCompletionHandler: { _ in })
      return true
    }
    return RCTLinkingManager.application(app, open: url, options: options)
  }
  #endif

  override func sourceURL(for bridge: RCTBridge) -> URL? { bundleURL() }
  override func bundleURL() -> URL? {
    #if DEBUG
    RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
    #else
    Bundle.main.url(forResource: "main", withExtension: "jsbundle")
    #endif
  }
}
