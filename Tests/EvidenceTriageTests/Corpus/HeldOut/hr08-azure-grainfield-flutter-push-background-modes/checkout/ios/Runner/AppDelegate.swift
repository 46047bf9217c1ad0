import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let payoutCheckID = "com.grainfield.recipients.payout-check"
  private var pushChannel: FlutterMethodChannel?

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    let controller = window?.rootViewController as! FlutterViewController

    BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.payoutCheckID, using: nil) { task in
      PayoutCheckTask.handle(task as! BGAppRefreshTask, engine: controller.engine)
    }

    let background = FlutterMethodChannel(name: "grainfield/background", binaryMessenger: controller.binaryMessenger)
    background.setMethodCallHandler { call, result in
      guard call.method == "schedulePayoutCheck" else { return result(FlutterMethodNotImplemented) }
      let request = BGAppRefreshTaskRequest(identifier: Self.payoutCheckID)
      request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
      do {
        try BGTaskScheduler.shared.submit(request)
        result(nil)
      } catch {
        result(FlutterError(code: "SUBMIT_FAILED", message: error.localizedDescription, details: nil))
      }
    }

    pushChannel = FlutterMethodChannel(name: "grainfield/push", binaryMessenger: controller.binaryMessenger)
    application.registerForRemoteNotifications()
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  override func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
    pushChannel?.invokeMethod("registrationFailed", arguments: error.localizedDescription)
    super.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
  }
}
