import Foundation

protocol BlockProcessing: AnyObject {
    func start(retry: Bool) throws
    func stop()
    func severeFailure(_ error: Error)
}

enum ProcessorError: Error, Equatable {
    case maxRetryAttemptsReached(attempts: Int)
}

final class CompactBlockProcessor: BlockProcessing {
    let maxRetries: Int
    private(set) var retryAttempts = 0
    private var lastError: Error?

    init(maxRetries: Int = 3) {
        self.maxRetries = maxRetries
    }

    static func live() -> CompactBlockProcessor { CompactBlockProcessor() }

    func start(retry: Bool) throws {
        if retry {
            retryAttempts += 1
        }
        if retryAttempts >= maxRetries, let lastError {
            print("CompactBlockProcessor - start(retry:) - max retry attempts reached with error: \(lastError)")
            throw ProcessorError.maxRetryAttemptsReached(attempts: retryAttempts)
        }
    }

    func stop() {}

    func severeFailure(_ error: Error) {
        print("CompactBlockProcessor - severeFailure(_:) - severe failure: \(error)")
        lastError = error
        // Background wakes count against the same budget as foreground retries.
        retryAttempts = maxRetries
    }

    /// Called by the app when it returns to the foreground.
    func applicationWillEnterForeground() {
        // TODO: the budget spent by a failed background wake is never given back
    }
}
