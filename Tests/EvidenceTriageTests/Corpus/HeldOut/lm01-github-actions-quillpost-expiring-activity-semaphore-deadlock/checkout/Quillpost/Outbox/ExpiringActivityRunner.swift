import Foundation

/// Runs outbox work inside an expiring activity and keeps the activity open until the work is done.
@MainActor
final class ExpiringActivityRunner {
    private(set) var didFinish = false

    func perform(named name: String, _ work: @escaping () async -> Void) {
        NSLog("[Outbox] expiring activity '%@' granted; waiting for upload task", name)
        // Block this callback until the task finishes, so the system knows we're still doing work.
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            await work()
            semaphore.signal()
        }
        semaphore.wait()
        didFinish = true
    }
}
