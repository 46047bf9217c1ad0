import Expo
import React
import ReactAppDependencyProvider

@UIApplicationMain
public class AppDelegate: ExpoAppDelegate {
  public override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    self.moduleName = "main"
    self.dependencyProvider = RCTAppDependencyProvider()
    self.initialProps = [:]
    ForecastSyncScheduler.shared.registerIfNeeded()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
