import BackgroundTasks
@testable import Tallyho

/// Records requests instead of handing them to the OS.
final class MockTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    var errorToThrow: Error?

    func submit(_ request: BGTaskRequest) throws {
        if let errorToThrow { throw errorToThrow }
        submitted.append(request)
        print("[MockTaskScheduler] accepted \(request.identifier)")
    }
}
