import Foundation

enum BlockProcessorError: Error, Equatable {
    case maxAttemptsReached(attempts: Int)
    case unspecified(String)
}

enum ProcessorState: Equatable {
    case stopped, syncing, synced, error(BlockProcessorError)
}

final class CompactBlockProcessor {
    let maxAttempts = 5
    private(set) var retryAttempts = 0
    private(set) var state: ProcessorState = .stopped
    private let service: LightwalletService
    private let logger: WalletLogger

    init(service: LightwalletService, logger: WalletLogger = .shared) {
        self.service = service
        self.logger = logger
    }

    func start(retry: Bool = false) {
        // retryAttempts survives from the last pass; a pass that failed in the background has
        // already used up the budget by the time the app comes back to the foreground.
        if retry, retryAttempts >= maxAttempts {
            logger.info("max retry attempts reached with error: \(lastError.map(String.init(describing:)) ?? "none")")
            state = .error(.maxAttemptsReached(attempts: retryAttempts))
            return
        }
        state = .syncing
        service.latestBlockHeight { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.retryAttempts = 0
                self.state = .synced
            case .failure(let error):
                self.severeFailure(error)
            }
        }
    }

    private(set) var lastError: Error?

    private func severeFailure(_ error: Error) {
        lastError = error
        logger.error("severe failure: \(error)")
        retryAttempts = maxAttempts
        state = .error(.unspecified(String(describing: error)))
    }

    func stop() {
        if state == .stopped { logger.info("attempted to stop when status was: stopped") }
        state = .stopped
    }
}
