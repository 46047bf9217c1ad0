import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  private lazy var backgroundGenerationHandler = BackgroundGenerationHandler()

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Must run before didFinishLaunching returns.
    backgroundGenerationHandler.registerBackgroundTasks()

    if let controller = window?.rootViewController as? FlutterViewController {
      backgroundGenerationHandler.attach(to: controller.binaryMessenger)
      #if INKWELL_TEST_HOOKS
      BackgroundTaskDebugChannel.attach(to: controller.binaryMessenger)
      #endif
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
