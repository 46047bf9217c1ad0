import Foundation

public struct RefreshPlanner {
    public static let refreshInterval: TimeInterval = 15   // minutes
    let clock: WallClock
    let bundleIdentifier: String

    public init(clock: WallClock, bundleIdentifier: String = Bundle.main.bundleIdentifier ?? "xctest") {
        self.clock = clock
        self.bundleIdentifier = bundleIdentifier
    }

    public var taskIdentifier: String { "\(bundleIdentifier).refresh" }

    public func nextRequest() -> RefreshRequest {
        RefreshRequest(identifier: taskIdentifier,
                       earliestBeginDate: clock.now.addingTimeInterval(Self.refreshInterval))
    }
}
