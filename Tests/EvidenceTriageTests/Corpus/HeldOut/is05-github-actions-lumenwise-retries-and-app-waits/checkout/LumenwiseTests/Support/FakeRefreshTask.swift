@testable import Lumenwise

/// Stands in for BGAppRefreshTask; the test launches the handler directly.
final class FakeRefreshTask: RefreshTask {
    var expirationHandler: (() -> Void)?
    var onComplete: ((Bool) -> Void)?
    private(set) var completedWith: Bool?

    func setTaskCompleted(success: Bool) {
        completedWith = success
        onComplete?(success)
    }
}
