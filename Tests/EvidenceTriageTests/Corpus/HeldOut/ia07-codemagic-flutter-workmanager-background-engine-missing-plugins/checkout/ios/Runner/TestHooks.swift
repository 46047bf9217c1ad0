#if DEBUG
import Flutter
import UIKit
import workmanager_apple

/// Debug-only hooks for integration_test on CI Simulators (BGTaskScheduler never launches there).
enum TestHooks {
  static func install(messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "verdant/test_hooks", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "simulatePeriodicLaunch":
        let identifier = (call.arguments as? [String: Any])?["identifier"] as? String ?? ""
        NSLog("[TestHooks] simulatePeriodicLaunch %@ (BackgroundWorker mode=backgroundPeriodicTask)", identifier)
        VerdantDiagnostics.record(identifier, kind: "appRefresh", phase: "launch", outcome: "succeeded")
        // Exactly what the plugin's BGAppRefreshTask launch handler does: a headless engine whose
        // plugins come from the callback given to WorkmanagerPlugin.setPluginRegistrantCallback.
        let worker = BackgroundWorker(mode: .backgroundPeriodicTask(identifier: identifier),
                                      inputData: nil,
                                      flutterPluginRegistrantCallback: WorkmanagerPlugin.flutterPluginRegistrantCallback)
        worker.performBackgroundRequest { fetchResult in
          let ok = fetchResult != .failed
          VerdantDiagnostics.record(identifier, kind: "appRefresh", phase: ok ? "completion" : "execution",
                                    outcome: ok ? "succeeded" : "failed",
                                    errorType: ok ? nil : "MissingPluginException")
          result(ok)
        }
      case "deliveredNotificationIds":
        UNUserNotificationCenter.current().getDeliveredNotifications { list in
          result(list.map { $0.request.identifier })
        }
      case "setOffline":
        FakeReachability.offline = ((call.arguments as? [String: Any])?["offline"] as? Bool) ?? false
        result(nil)
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }
}
#endif
