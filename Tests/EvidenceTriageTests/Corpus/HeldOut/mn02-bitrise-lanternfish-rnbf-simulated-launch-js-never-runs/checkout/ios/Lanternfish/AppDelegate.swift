import UIKit
import React
import React_RCTAppDelegate
import TSBackgroundFetch

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    self.moduleName = "Lanternfish"
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
