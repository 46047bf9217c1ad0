import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let feedRefreshIdentifier = "fm.marrow.app.feed-refresh"

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshIdentifier, using: nil) { task in
      FeedRefreshAdapter.shared.handle(task: task as! BGAppRefreshTask)
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
