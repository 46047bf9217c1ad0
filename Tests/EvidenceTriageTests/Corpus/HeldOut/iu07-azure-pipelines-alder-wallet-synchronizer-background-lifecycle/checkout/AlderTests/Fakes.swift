@testable import Alder

final class FakeSynchronizer: Synchronizer {
    private(set) var isRunning = false
    private(set) var startCalls = 0
    private(set) var stopCalls = 0
    func start() throws { startCalls += 1; isRunning = true }
    func stop() { stopCalls += 1; isRunning = false }
}

final class FakeProcessingTask: ProcessingTaskHandle {
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []
    func setTaskCompleted(success: Bool) { completions.append(success) }
}
