import Flutter
import BackgroundTasks

/// Debug-only hooks used by the integration tests.
enum DebugChannel {
  static func install(on messenger: FlutterBinaryMessenger) {
    #if DEBUG
    let channel = FlutterMethodChannel(name: "quaver/debug", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "simulateLaunch":
        let id = call.arguments as! String
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: id)
        result(nil)
      default:
        result(FlutterMethodNotImplemented)
      }
    }
    #endif
  }
}
