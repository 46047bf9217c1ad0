import UIKit

/// Owns remote-notification registration and hands the APNs token to the mail backend.
@MainActor
final class PushRegistrar {
    enum Outcome {
        case registered(String)
        case failed(Error)
        case timedOut
    }

    static let shared = PushRegistrar()
    private var outcome: Outcome?
    private var waiters: [CheckedContinuation<Outcome, Never>] = []

    func register(_ application: UIApplication) {
        application.registerForRemoteNotifications()
    }

    func didRegister(token: Data) {
        finish(.registered(Self.hex(token)))
    }

    func didFail(_ error: Error) {
        finish(.failed(error))
    }

    /// Waits for the first registration callback after launch.
    func waitForOutcome(timeout: TimeInterval) async -> Outcome {
        if let outcome { return outcome }
        return await withCheckedContinuation { continuation in
            waiters.append(continuation)
            Task {
                try? await Task.sleep(for: .seconds(timeout))
                self.finish(.timedOut)
            }
        }
    }

    nonisolated static func hex(_ token: Data) -> String {
        token.map { String(format: "%02x", $0) }.joined()
    }

    private func finish(_ value: Outcome) {
        if outcome == nil { outcome = value }
        let pending = waiters
        waiters.removeAll()
        pending.forEach { $0.resume(returning: outcome!) }
    }
}
