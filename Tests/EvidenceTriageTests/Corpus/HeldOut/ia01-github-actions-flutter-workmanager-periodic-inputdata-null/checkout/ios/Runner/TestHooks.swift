#if DEBUG
import Flutter
import UIKit
import workmanager_apple

/// Debug-only channel used by integration_test on CI Simulators, where BGTaskScheduler
/// never launches anything (submit answers BGTaskSchedulerErrorDomain Code=1).
enum TestHooks {
  static func install(on controller: FlutterViewController?) {
    guard let controller else { return }
    let channel = FlutterMethodChannel(name: "tally/test_hooks", binaryMessenger: controller.binaryMessenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "simulatePeriodicLaunch":
        let args = call.arguments as? [String: Any]
        let identifier = args?["identifier"] as? String ?? ""
        NSLog("[TestHooks] simulatePeriodicLaunch %@ (BackgroundWorker mode=backgroundPeriodicTask)", identifier)
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .launch,
                                          outcome: .succeeded, note: "test hook")
        // Same worker the plugin's BGAppRefreshTask launch handler starts for a periodic
        // identifier. workmanager_apple 0.9.1 keeps no inputData for periodic registrations,
        // so the launch handler (and therefore this hook) hands the Dart callback none.
        let worker = BackgroundWorker(mode: .backgroundPeriodicTask(identifier: identifier),
                                      inputData: nil,
                                      flutterPluginRegistrantCallback: WorkmanagerPlugin.flutterPluginRegistrantCallback)
        worker.performBackgroundRequest { fetchResult in
          let ok = fetchResult != .failed
          DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh,
                                            phase: ok ? .completion : .execution,
                                            outcome: ok ? .succeeded : .failed,
                                            errorType: ok ? nil : "Dart.NullCheckError")
          result(ok)
        }
      case "sendToBackground":
        NSLog("[TestHooks] sendToBackground")
        UIControl().sendAction(#selector(NSXPCConnection.suspend), to: UIApplication.shared, for: nil)
        result(nil)
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }
}
#endif
