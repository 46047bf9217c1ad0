import BackgroundTasks
@testable import Tidewell

final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGProcessingTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws {
        submitted.append(request as! BGProcessingTaskRequest)
    }
}

struct FixedClock: Clock {
    let now: Date
}
