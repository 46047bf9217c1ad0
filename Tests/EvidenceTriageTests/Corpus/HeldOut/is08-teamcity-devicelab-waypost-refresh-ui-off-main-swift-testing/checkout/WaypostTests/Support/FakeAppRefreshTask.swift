@testable import Waypost

/// Stands in for BGAppRefreshTask; tests call the launch handler themselves.
final class FakeAppRefreshTask: AppRefreshTaskHandle {
    let identifier = AutoCheckoutRefresh.identifier
    var expirationHandler: (() -> Void)?
    private(set) var completedWith: Bool?
    func setTaskCompleted(success: Bool) { completedWith = success }
}
