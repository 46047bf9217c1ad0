import Foundation

/// App-wide dependencies. Tests swap members out to isolate features.
struct AppEnvironment {
    var network: TimetableNetwork = .live
    var cache: DepartureCache = .disk
    var now: () -> Date = Date.init

    static var current = AppEnvironment()
}
