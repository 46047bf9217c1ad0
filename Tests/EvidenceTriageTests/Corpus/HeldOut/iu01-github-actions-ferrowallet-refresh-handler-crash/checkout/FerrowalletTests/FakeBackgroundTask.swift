@testable import Ferrowallet

final class FakeBackgroundTask: BackgroundTaskHandle {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []

    init(identifier: String) {
        self.identifier = identifier
    }

    func setTaskCompleted(success: Bool) {
        completions.append(success)
    }
}

final class ScriptedProcessor: BlockProcessing {
    var startError: Error?
    private(set) var startCalls = 0
    func start(retry: Bool) throws {
        startCalls += 1
        if let startError { throw startError }
    }
    func stop() {}
    func severeFailure(_ error: Error) {}
}
