import Foundation

/// Rewrites encrypted care-reminder notes when the plant schedule changes.
final class ReminderRewriter {
    typealias SecretProvider = () -> Data?
    private let secret: SecretProvider
    private let store: ReminderPlanStore

    /// Reads the app-wide secret from the login keychain. A machine that never ran the app
    /// (a fresh CI simulator) has none.
    init(store: ReminderPlanStore, secret: @escaping SecretProvider = AppWideSecret.current) {
        self.store = store
        self.secret = secret
    }

    func rewrite(_ plan: ReminderPlan, completion: @escaping (Result<ReminderPlan, Error>) -> Void) {
        guard let key = secret() else {
            // Correct production behaviour: never rewrite without the key; retry at next unlock.
            NSLog("[Marigold] reminder rewrite deferred: no app-wide secret in keychain (OSStatus -25300); plan reset to pending")
            store.markPending(plan)
            return                                  // completion is called when the key appears
        }
        completion(Result { try plan.reencrypted(with: key) })
    }
}
