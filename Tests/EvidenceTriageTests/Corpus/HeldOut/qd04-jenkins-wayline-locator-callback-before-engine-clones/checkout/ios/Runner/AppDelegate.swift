import Flutter
import UIKit
import wayline_locator

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WaylineLocatorPlugin.sharedInstance().handleLaunch(withOptions: launchOptions ?? [:])
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
