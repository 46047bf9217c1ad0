import Foundation

/// Identifiers derived from the running bundle so that Tidewatch, Tidewatch_Second and
/// Tidewatch_Third installed side by side do not share background tasks or notifications.
enum AppIdentifiers {
    static var bundleID: String { Bundle.main.bundleIdentifier ?? "com.acme.Tidewatch" }

    static var audioRefreshTask: String { bundleID + ".audiorefresh" }

    static var renewalNotification: String { "tidewatch.la.renewal.failed" }

    static var backgroundAlertCategory: String { bundleID + ".background.alert" }
}
