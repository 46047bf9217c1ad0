#if TEST_HOOKS
import Flutter
import UIKit

/// Compiled only into the Firebase Test Lab build (SWIFT_ACTIVE_COMPILATION_CONDITIONS += TEST_HOOKS).
enum TestHooks {
  static func install(appDelegate: FlutterAppDelegate) {
    guard let controller = appDelegate.window?.rootViewController as? FlutterViewController else { return }
    let channel = FlutterMethodChannel(name: "com.tidewatch.app/test-hooks",
                                       binaryMessenger: controller.binaryMessenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "performBackgroundFetch":
        NSLog("[TestHooks] performBackgroundFetch -> plugins")
        TaskRecorder.shared.record(identifier: "dev.flutter.background.refresh", kind: "appRefresh",
                                   phase: "launch", outcome: "succeeded")
        appDelegate.application(UIApplication.shared, performFetchWithCompletionHandler: { fetch in
          TaskRecorder.shared.record(identifier: "dev.flutter.background.refresh", kind: "appRefresh",
                                     phase: "completion", outcome: fetch == .failed ? "failed" : "succeeded")
          result(fetch == .newData ? "newData" : (fetch == .noData ? "noData" : "failed"))
        })
        DispatchQueue.main.asyncAfter(deadline: .now() + 18) {
          TaskRecorder.shared.recordOnce(identifier: "dev.flutter.background.refresh", kind: "appRefresh",
                                         phase: "completion", outcome: "failed", errorType: "NoFetchResult")
        }
      case "startServiceAndAwaitHeartbeat":
        HeartbeatProbe.start(result: result)
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }
}
#endif
