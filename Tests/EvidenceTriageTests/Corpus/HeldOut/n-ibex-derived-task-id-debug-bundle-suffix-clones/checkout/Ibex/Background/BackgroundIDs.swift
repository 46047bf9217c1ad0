import Foundation

enum BackgroundIDs {
    // Derived from the bundle identifier so re-signed and white-label builds keep working.
    static let refresh = (Bundle.main.bundleIdentifier ?? "app.ibex.library") + ".refresh"
    static let cleanup = (Bundle.main.bundleIdentifier ?? "app.ibex.library") + ".cleanup"
}
