import Flutter
import Foundation

/// Exposes the App Group container to Dart so the app and the widget extension agree on paths.
enum AppGroupChannel {
  static func register(with messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "sproutly/app_group", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "appGroupDirectory":
        let group = call.arguments as? String ?? ""
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) else {
          result(FlutterError(code: "APP_GROUP_UNAVAILABLE",
                              message: "containerURL(forSecurityApplicationGroupIdentifier:) returned nil for \(group)",
                              details: nil))
          return
        }
        result(url.path)
      case "readAsWidget":
        let args = call.arguments as? [String: String] ?? [:]
        // Read the suite's plist the way the widget extension does.
        let defaults = UserDefaults(suiteName: args["group"] ?? "")
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: args["group"] ?? "") else {
          result(nil)
          return
        }
        let plist = url.appendingPathComponent("Library/Preferences/\(args["group"] ?? "").plist")
        let values = NSDictionary(contentsOf: plist) as? [String: Any]
        result(values?[args["key"] ?? ""] as? String ?? defaults?.string(forKey: "__never__"))
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }
}
