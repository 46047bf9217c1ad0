import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let widgetRefreshTask = "app.sproutly.widget-refresh"

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    if let controller = window?.rootViewController as? FlutterViewController {
      AppGroupChannel.register(with: controller.binaryMessenger)
    }

    // Registered before returning, for background launches too.
    BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.widgetRefreshTask, using: nil) { task in
      WidgetRefresh.handle(task as! BGAppRefreshTask)
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
