import BackgroundTasks
@testable import Pinecone

final class FakeTaskScheduler: TaskScheduling {
    private(set) var registered: [String: (BGTask) -> Void] = [:]
    private(set) var submitted: [BGTaskRequest] = []
    var onSubmit: ((BGTaskRequest) -> Void)?

    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool {
        registered[identifier] = launchHandler
        return true
    }

    func submit(_ taskRequest: BGTaskRequest) throws {
        submitted.removeAll { $0.identifier == taskRequest.identifier }
        submitted.append(taskRequest)
        onSubmit?(taskRequest)
    }

    func cancel(taskRequestWithIdentifier identifier: String) {
        submitted.removeAll { $0.identifier == identifier }
    }

    func pending(_ identifier: String) -> [BGTaskRequest] {
        submitted.filter { $0.identifier == identifier }
    }
}

final class FakeBackgroundTask: BackgroundTaskProtocol {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    var onCompleted: ((Bool) -> Void)?

    init(identifier: String) { self.identifier = identifier }

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        onCompleted?(success)
    }

    func expire() { expirationHandler?() }
}
