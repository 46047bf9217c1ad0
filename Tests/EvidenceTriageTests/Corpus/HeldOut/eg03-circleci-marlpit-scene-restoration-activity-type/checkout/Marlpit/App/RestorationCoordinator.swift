import Foundation

/// Hands the restored note selection to the split view. The split view asks once, from
/// viewWillAppear; UIKit delivers restoreInteractionStateWith: after that.
final class RestorationCoordinator {
    private var pending: [AnyHashable: Any]?
    private(set) var isComplete = false
    private var waiters: [([AnyHashable: Any]?) -> Void] = []

    func requestRestoredState(_ reply: @escaping ([AnyHashable: Any]?) -> Void) {
        if isComplete || pending == nil {
            markComplete()              // nothing yet: answer now so first layout is not blocked
            reply(pending)
            return
        }
        reply(pending)
    }

    func deliver(_ activity: NSUserActivity) {
        pending = activity.userInfo
        // Waiters were already answered with nil above; data arriving now is dropped.
    }

    func markComplete() { isComplete = true }

    func currentState() -> [AnyHashable: Any] { [:] }
}
