#if DEBUG
import Flutter
import UIKit

/// Test-only channel used by integration_test/background_fetch_test.dart.
enum DebugHooks {
  static func install(on controller: FlutterViewController,
                      appDelegate: FlutterAppDelegate,
                      diagnostics: LaunchDiagnostics) {
    let channel = FlutterMethodChannel(name: "com.larderly.app/debug",
                                       binaryMessenger: controller.binaryMessenger)
    NSLog("[DebugHooks] debug channel com.larderly.app/debug installed")
    channel.setMethodCallHandler { call, result in
      guard call.method == "simulateBackgroundFetch" else {
        result(FlutterMethodNotImplemented)
        return
      }
      NSLog("[DebugHooks] simulating background fetch for dev.flutter.background.refresh")
      diagnostics.record(identifier: "dev.flutter.background.refresh", kind: .appRefresh,
                         phase: .launch, outcome: .succeeded)
      // FlutterAppDelegate forwards performFetch to plugins that implement it;
      // flutter_background_service starts its background engine here.
      appDelegate.application(UIApplication.shared, performFetchWithCompletionHandler: { fetchResult in
        let outcome: LaunchDiagnostics.Outcome = fetchResult == .failed ? .failed : .succeeded
        diagnostics.record(identifier: "dev.flutter.background.refresh", kind: .appRefresh,
                           phase: .completion, outcome: outcome)
        result(fetchResult == .newData ? "newData" : (fetchResult == .noData ? "noData" : "failed"))
      })
      // No completion within 25 s means the background engine never reported back.
      DispatchQueue.main.asyncAfter(deadline: .now() + 25) {
        NSLog("[DebugHooks] no completion from background engine for dev.flutter.background.refresh after 25 s")
        diagnostics.recordIfMissing(identifier: "dev.flutter.background.refresh", kind: .appRefresh,
                                    phase: .completion, outcome: .failed,
                                    errorType: "BackgroundEngineNoResult")
      }
    }
  }
}
#endif
