import Foundation

/// Switches read from launch arguments ("-Key value" lands in UserDefaults' argument domain).
enum LaunchOptions {
    static var forceOffline: Bool { UserDefaults.standard.bool(forKey: "UITestOffline") }
    static var seedTicket: String? { UserDefaults.standard.string(forKey: "UITestsSeedTicket") }
}
