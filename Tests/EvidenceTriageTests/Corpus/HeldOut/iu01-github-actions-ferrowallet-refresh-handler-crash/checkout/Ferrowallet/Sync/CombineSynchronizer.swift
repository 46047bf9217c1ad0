import Combine
import Foundation
import os

enum SyncStatus: Equatable {
    case unprepared, disconnected, stopped, syncing, synced
}

/// Thin Combine wrapper over the light-client block processor.
final class CombineSynchronizer {
    let status = CurrentValueSubject<SyncStatus, Never>(.unprepared)
    private let processor: BlockProcessing
    private let log = Logger(subsystem: "com.ferrowallet.app", category: "SDKSynchronizer")

    init(processor: BlockProcessing) {
        self.processor = processor
    }

    static func live() -> CombineSynchronizer {
        CombineSynchronizer(processor: CompactBlockProcessor.live())
    }

    func start(retry: Bool = false) {
        do {
            try processor.start(retry: retry)
            // The processor connects to lightwalletd asynchronously.
            DispatchQueue.main.async { self.status.send(.syncing) }
        } catch {
            log.info("start(retry:) failed: \(String(describing: error), privacy: .public)")
            status.send(.disconnected)
        }
    }

    func stop() {
        if status.value == .stopped || status.value == .unprepared {
            print("SDKSynchronizer - stop() - attempted to stop when status was: \(status.value)")
        }
        processor.stop()
        status.send(.stopped)
    }
}
