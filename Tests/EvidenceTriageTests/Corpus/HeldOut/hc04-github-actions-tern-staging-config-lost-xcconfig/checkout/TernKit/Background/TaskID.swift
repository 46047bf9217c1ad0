import Foundation

/// Task identifiers are derived from the bundle identifier so each configuration
/// (debug / staging / release) schedules its own tasks.
enum TaskID {
    static var prefix: String { Bundle.main.bundleIdentifier ?? "com.ternapp.ios" }
    static var refresh: String { prefix + ".refresh" }
    static var nightlyExport: String { prefix + ".nightly-export" }
    static var all: [String] { [refresh, nightlyExport] }
}
