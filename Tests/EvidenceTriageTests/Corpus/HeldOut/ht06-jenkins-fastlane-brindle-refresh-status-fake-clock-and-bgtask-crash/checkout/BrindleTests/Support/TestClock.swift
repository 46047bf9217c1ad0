import Foundation
@testable import Brindle

final class TestClock: Clock {
    var now: Date
    init(_ iso: String) { now = ISO8601DateFormatter().date(from: iso)! }
    func advance(minutes: Double) { now = now.addingTimeInterval(minutes * 60) }
}

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    private(set) var completedWith: Bool?
    let completed = XCTestExpectation(description: "setTaskCompleted")
    func setTaskCompleted(success: Bool) { completedWith = success; completed.fulfill() }
}
