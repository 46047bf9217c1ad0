import Foundation

/// Shared with the notification service extension through the app group; guarded by a file lock.
final class CryptoStore {
    private let lock: CrossProcessLock
    private let lifecycle: AppLifecycle

    init(lock: CrossProcessLock, lifecycle: AppLifecycle) {
        self.lock = lock
        self.lifecycle = lifecycle
    }

    /// Runs `body` inside a crypto transaction. The lock is released when `body` returns.
    func transaction<T>(_ body: () async throws -> T) async rethrows -> T {
        try await lock.acquire()
        defer { lock.release() }
        return try await body()
    }
}
