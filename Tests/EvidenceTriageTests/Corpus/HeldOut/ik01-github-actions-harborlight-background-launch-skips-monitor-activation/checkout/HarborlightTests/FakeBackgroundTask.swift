@testable import Harborlight

/// Stands in for BGProcessingTask / BGAppRefreshTask: the router only sees BackgroundTaskProtocol.
final class FakeBackgroundTask: BackgroundTaskProtocol {
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
