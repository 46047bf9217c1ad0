import Foundation
import os

public protocol EventUploading {
    func upload(_ events: [PendingEvent]) async throws -> [String]
}

/// The work done by the `com.sorrelapp.sorrel.flush` processing task.
/// Kept free of BackgroundTasks types so it can be unit-tested directly.
public final class BackgroundFlushJob {
    private static let log = Logger(subsystem: "com.sorrelapp.sorrel", category: "Flush")

    private let store: EventStore
    private let uploader: EventUploading
    private let batchSize: Int
    private let now: () -> Date
    private var cancelled = false

    public init(store: EventStore, uploader: EventUploading, batchSize: Int = 50, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.uploader = uploader
        self.batchSize = batchSize
        self.now = now
    }

    public func cancel() { cancelled = true }

    /// Uploads pending events in batches, then closes the store so no file lock is held
    /// when the process suspends (the database is in the shared App Group container).
    public func run() async throws {
        defer { store.close() }
        while !cancelled {
            let batch = try store.pending(limit: batchSize)
            if batch.isEmpty { break }
            let accepted = try await uploader.upload(batch)
            try store.markSent(ids: accepted, at: now())
            Self.log.info("flushed \(accepted.count) events")
        }
    }
}
