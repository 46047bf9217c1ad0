import Foundation

public protocol TaskScheduling {
    func submit(_ request: RefreshRequest) throws
    func pendingRequestIdentifiers() -> [String]
}

public struct RefreshRequest: Equatable {
    public let identifier: String
    public let earliestBeginDate: Date?
}

public final class RefreshPlanner {
    public static let identifier = "app.lantern.reader.refresh"
    private let scheduler: TaskScheduling
    private let clock: Clock
    private var lastSync: Date?

    public init(scheduler: TaskScheduling, clock: Clock) {
        self.scheduler = scheduler
        self.clock = clock
    }

    public func recordSync(at date: Date) { lastSync = date }

    public func scheduleNext() throws {
        guard !scheduler.pendingRequestIdentifiers().contains(Self.identifier) else { return }
        // BUG: the interval is measured from "now", so lastSync is ignored.
        let begin = clock.now.addingTimeInterval(3600)
        try scheduler.submit(RefreshRequest(identifier: Self.identifier, earliestBeginDate: begin))
    }
}
