import UIKit
import React
import TSBackgroundFetch

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    self.moduleName = "Tallyhaw"
    // react-native-background-fetch: registers com.transistorsoft.fetch and custom tasks before launch finishes
    TSBackgroundFetch.sharedInstance().didFinishLaunching()
    TaskRecorder.shared.recordRegistration("com.transistorsoft.fetch", kind: .appRefresh)
    TaskRecorder.shared.recordRegistration("com.transistorsoft.nightlysync", kind: .processing)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
