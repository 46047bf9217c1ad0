import BackgroundTasks
@testable import Fernhill

final class MockTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ taskRequest: BGTaskRequest) throws {
        submitted.append(taskRequest)
    }
}
