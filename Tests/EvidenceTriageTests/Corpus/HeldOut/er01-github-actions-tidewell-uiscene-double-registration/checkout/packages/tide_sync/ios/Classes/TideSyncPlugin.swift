import Flutter
import UIKit

public class TideSyncPlugin: NSObject, FlutterPlugin {

  public static func register(with registrar: FlutterPluginRegistrar) {
    let channel = FlutterMethodChannel(name: "tide_sync", binaryMessenger: registrar.messenger())
    let instance = TideSyncPlugin()
    registrar.addMethodCallDelegate(instance, channel: channel)
    registrar.addApplicationDelegate(instance)

    // Registers com.tidewell.app.tide-refresh (app refresh) and
    // com.tidewell.app.chart-prune (processing) with BGTaskScheduler.
    TideSyncBackground.registerHandlers()
  }

  public func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
    switch call.method {
    case "scheduleRefresh":
      result(TideSyncBackground.scheduleRefresh())
    case "schedulePrune":
      result(TideSyncBackground.schedulePrune())
    default:
      result(FlutterMethodNotImplemented)
    }
  }
}
