@testable import Lanternway

/// A BGProcessingTask stand-in: nothing here involves the system scheduler.
final class FakeProcessingTask: BackgroundTaskProtocol {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completedSuccess: Bool?
    var onComplete: ((Bool) -> Void)?

    init(identifier: String) {
        self.identifier = identifier
    }

    func setTaskCompleted(success: Bool) {
        completedSuccess = success
        onComplete?(success)
    }
}
