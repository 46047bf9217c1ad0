import Flutter

enum SailingAlertChannel {
  static func register(with registry: FlutterPluginRegistry) { /* method channel "ferrymate/alerts" */ }

  struct Alert: Equatable { let route: String; let delayMinutes: Int }

  static func decode(_ arguments: Any?) -> Alert? {
    guard let dict = arguments as? [String: Any], let route = dict["route"] as? String else { return nil }
    // Dart sends the delay in seconds.
    let delay = dict["delay"] as? Int ?? 0
    return Alert(route: route, delayMinutes: delay)
  }
}
