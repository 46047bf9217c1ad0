import Foundation

/// Every background task the app registers. Identifiers hang off the bundle identifier so the
/// Debug (`com.tidewell.app.debug`) and Release builds do not collide; the Info.plist lists
/// them as `$(PRODUCT_BUNDLE_IDENTIFIER).<suffix>` and the build expands them.
enum TaskCatalog {
    static var prefix: String { Bundle.main.bundleIdentifier ?? "com.tidewell.app" }
    static var tideSync: String { prefix + ".tide-sync" }
    static var chartCleanup: String { prefix + ".chart-cleanup" }
    static var all: [String] { [tideSync, chartCleanup] }
}
