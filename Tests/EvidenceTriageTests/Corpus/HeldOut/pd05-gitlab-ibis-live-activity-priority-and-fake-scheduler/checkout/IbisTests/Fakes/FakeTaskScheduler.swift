import Foundation
@testable import Ibis

final class FakeTaskScheduler: TaskScheduling {
    struct Submitted { let identifier: String; let earliestBeginDate: Date? }
    private(set) var submitted: [Submitted] = []

    func submitAppRefresh(identifier: String, earliestBeginDate: Date?) throws {
        submitted.append(.init(identifier: identifier, earliestBeginDate: earliestBeginDate))
    }
}

struct ManualClock: Clock {
    var now: Date
}
