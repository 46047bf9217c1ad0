import Foundation

/// Blocks the performExpiringActivity callback thread with a semaphore until `block` finishes.
/// Each call parks one cooperative-pool thread; two concurrent calls can park every thread the
/// block itself needs to run on.
final class ExpiringActivityManager: @unchecked Sendable {
    static let shared = ExpiringActivityManager()

    func withExpiringActivity(reason: String, block: @escaping @Sendable () async throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            ProcessInfo.processInfo.performExpiringActivity(withReason: reason) { expiring in
                guard !expiring else { return }
                let semaphore = DispatchSemaphore(value: 0)
                Task {
                    do { try await block(); continuation.resume() } catch { continuation.resume(throwing: error) }
                    semaphore.signal()
                }
                semaphore.wait()
            }
        }
    }
}
