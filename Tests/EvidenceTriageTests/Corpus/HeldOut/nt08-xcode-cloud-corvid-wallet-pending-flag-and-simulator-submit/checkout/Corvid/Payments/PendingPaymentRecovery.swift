import Foundation

/// Runs on launch / foreground after a push-triggered payment arrived while the app was suspended.
final class PendingPaymentRecovery {
    private let defaults: UserDefaults
    private let node: NodeConnecting
    static let pendingKey = "pending_push_payment"

    init(defaults: UserDefaults, node: NodeConnecting) { self.defaults = defaults; self.node = node }

    func recoverIfNeeded() async {
        guard defaults.bool(forKey: Self.pendingKey) else { return }
        defaults.set(false, forKey: Self.pendingKey)
        do {
            try await node.reconnect()
            try await node.processPendingPayments()
        } catch {
            Log.recovery.error("reconnect failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
