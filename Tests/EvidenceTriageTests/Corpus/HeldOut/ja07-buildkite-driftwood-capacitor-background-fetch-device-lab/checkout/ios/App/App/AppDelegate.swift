import Capacitor
import TSBackgroundFetch
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // [REQUIRED] cordova-plugin-background-fetch: register the fetch task before launch completes.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    DriftwoodDiagnostics.record("com.transistorsoft.fetch", kind: "appRefresh", phase: "registration", outcome: "succeeded")
    #if DEBUG
    DebugHooks.install()   // e2e-only: simulate BGTaskScheduler launches via a URL scheme
    #endif
    return true
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    if DebugHooks.handle(url) { return true }
    return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
  }
}
