//
//  SurveySyncJob.swift
//  Fernhill
//

import Foundation

protocol SurveySyncing: Sendable {
    func pushPendingSheets() async throws -> Int
}

final class SurveySyncJob: @unchecked Sendable {
    private let client: any SurveySyncing
    private let lock = NSLock()
    private var cancelled = false
    private(set) var runCount = 0

    init(client: any SurveySyncing) {
        self.client = client
    }

    func run() async throws {
        lock.withLock { runCount += 1 }
        if lock.withLock({ cancelled }) { throw CancellationError() }
        _ = try await client.pushPendingSheets()
    }

    func cancel() {
        lock.withLock { cancelled = true }
    }
}
