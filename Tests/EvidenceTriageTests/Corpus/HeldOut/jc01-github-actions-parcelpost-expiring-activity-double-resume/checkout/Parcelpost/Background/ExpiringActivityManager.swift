import Foundation

/// The part of `ProcessInfo` we use, so tests can drive expiry by hand.
protocol ExpiringActivityInterface: Sendable {
    func performExpiringActivity(withReason reason: String, using block: @escaping @Sendable (Bool) -> Void)
}

extension ProcessInfo: ExpiringActivityInterface {}

struct ExpiringActivityNotAllowedToRun: Error {}

/// Runs `block` while the system grants background time and cancels it when the
/// activity expires. Used to finish scan uploads after the app is backgrounded.
actor ExpiringActivityManager {
    private let api: ExpiringActivityInterface
    private var task: Task<Void, Error>?

    init(api: ExpiringActivityInterface = ProcessInfo.processInfo) {
        self.api = api
    }

    func withExpiringActivity(reason: String, block: @escaping @Sendable () async throws -> Void) async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                api.performExpiringActivity(withReason: reason) { expiring in
                    if !expiring {
                        // performExpiringActivity requires us to block until the work is done.
                        let semaphore = DispatchSemaphore(value: 0)
                        Task {
                            do {
                                try await self.startWork(block: block).value
                                continuation.resume()
                            } catch {
                                continuation.resume(throwing: error)
                            }
                            semaphore.signal()
                        }
                        semaphore.wait()
                    } else {
                        Task {
                            do {
                                try await self.stopWork()
                            } catch {
                                continuation.resume(throwing: error)
                            }
                        }
                    }
                }
            }
        } onCancel: {
            Task { try? await self.stopWork() }
        }
    }

    private func startWork(block: @escaping @Sendable () async throws -> Void) -> Task<Void, Error> {
        let task = Task { try await block() }
        self.task = task
        return task
    }

    func stopWork() throws {
        guard let task else { throw ExpiringActivityNotAllowedToRun() }
        task.cancel()
        self.task = nil
    }
}
