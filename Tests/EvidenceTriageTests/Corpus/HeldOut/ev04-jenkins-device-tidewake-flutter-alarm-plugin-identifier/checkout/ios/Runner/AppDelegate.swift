import Flutter
import UIKit
import BackgroundTasks
import alarm

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    // Required by the alarm package (INSTALL-IOS.md): registers its BGAppRefreshTask handler.
    SwiftAlarmPlugin.registerBackgroundTasks()

    if let controller = window?.rootViewController as? FlutterViewController {
      DiagnosticsChannel.install(on: controller.binaryMessenger)
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

/// Test-only window onto what iOS holds; used by integration_test/.
enum DiagnosticsChannel {
  static func install(on messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "tidewake/diagnostics", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "permittedTaskIdentifiers":
        result(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? [])
      case "pendingTaskRequests":
        BGTaskScheduler.shared.getPendingTaskRequests { requests in
          DispatchQueue.main.async { result(requests.map(\.identifier)) }
        }
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }
}
