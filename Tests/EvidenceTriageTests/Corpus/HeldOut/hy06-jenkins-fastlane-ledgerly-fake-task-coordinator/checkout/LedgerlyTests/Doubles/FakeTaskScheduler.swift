import BackgroundTasks
import Foundation
@testable import Ledgerly

/// Stands in for BGTaskScheduler: keeps submitted requests and "launches" the
/// ones whose earliestBeginDate has passed when the test calls runDue(at:).
final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    private(set) var launched: [String] = []

    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }

    func runDue(at date: Date) {
        for request in submitted where (request.earliestBeginDate ?? .distantPast) <= date {
            launched.append(request.identifier)
        }
        submitted.removeAll { ($0.earliestBeginDate ?? .distantPast) <= date }
    }
}

final class TestClock: Clock {
    var now: Date
    init(_ iso: String) { now = ISO8601DateFormatter().date(from: iso)! }
    func advance(hours: Double) { now = now.addingTimeInterval(hours * 3600) }
}
