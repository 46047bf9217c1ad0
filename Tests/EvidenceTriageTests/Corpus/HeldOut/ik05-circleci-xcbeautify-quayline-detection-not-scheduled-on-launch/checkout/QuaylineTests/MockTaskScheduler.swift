import BackgroundTasks
@testable import Quayline

final class MockTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []

    func submit(_ request: BGTaskRequest) throws {
        submitted.append(request)
    }

    func pendingIdentifiers() async -> [String] {
        submitted.map(\.identifier)
    }
}

struct FakeClock: Clock {
    var now: Date
}
