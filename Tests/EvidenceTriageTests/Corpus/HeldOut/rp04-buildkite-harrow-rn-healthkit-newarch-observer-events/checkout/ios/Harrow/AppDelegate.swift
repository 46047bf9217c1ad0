import UIKit
import React
import React_RCTAppDelegate
import ReactAppDependencyProvider

@main
class AppDelegate: RCTAppDelegate {
    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        self.moduleName = "Harrow"
        self.dependencyProvider = RCTAppDependencyProvider()
        StepSyncScheduler.shared.register()
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    override func bundleURL() -> URL? {
        Bundle.main.url(forResource: "main", withExtension: "jsbundle")
    }
}
