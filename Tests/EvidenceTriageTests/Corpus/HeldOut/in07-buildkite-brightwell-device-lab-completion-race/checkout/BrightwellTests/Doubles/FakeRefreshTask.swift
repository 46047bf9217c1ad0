import Foundation
@testable import Brightwell

/// Stands in for BGAppRefreshTask. BGTask itself only logs a second completion,
/// so the double traps to make a double completion impossible to miss.
final class FakeRefreshTask: RefreshTaskHandle {
    var expirationHandler: (() -> Void)?
    private(set) var completion: Bool?
    let completed = DispatchSemaphore(value: 0)

    func setTaskCompleted(success: Bool) {
        if let first = completion {
            preconditionFailure("setTaskCompleted(success:) called twice (first: \(first), then: \(success))")
        }
        completion = success
        completed.signal()
    }
}
