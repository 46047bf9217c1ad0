import BackgroundTasks
import Capacitor
import TSBackgroundFetch
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    // @transistorsoft/capacitor-background-fetch: registers the plist's com.transistorsoft.* identifiers.
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    PineconeEvidence.shared.recordRegistrations()
    return true
  }

  func application(_ app: UIApplication, open url: URL,
                   options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    #if DEBUG
    // UI tests: pinecone://__debug/simulate-bgtask?id=<identifier>
    if url.host == "__debug", url.path == "/simulate-bgtask",
       let id = URLComponents(url: url, resolvingAgainstBaseURL: false)?
         .queryItems?.first(where: { $0.name == "id" })?.value {
      BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: id)
      return true
    }
    #endif
    return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
  }
}
