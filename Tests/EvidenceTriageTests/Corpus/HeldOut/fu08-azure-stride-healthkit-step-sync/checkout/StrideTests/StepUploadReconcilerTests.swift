//
//  StepUploadReconcilerTests.swift
//  StrideTests
//

import XCTest
@testable import StrideKit

final class StepUploadReconcilerTests: XCTestCase {
    private let since = Date(timeIntervalSince1970: 1_790_553_600)

    func testRemovesSamplesDeletedOnAnotherDevice() async throws {
        let kept = StepSample(uuid: UUID(), count: 900, start: since.addingTimeInterval(600))
        let gone = StepSample(uuid: UUID(), count: 300, start: since.addingTimeInterval(1_200))
        let cache = InMemoryStepCache(samples: [kept, gone], pending: [])
        try await StepUploadReconciler(server: FakeStepServer(ids: [kept.uuid]), cache: cache).reconcile(since: since)
        XCTAssertEqual(cache.samples, [kept])
    }

    /// Last night's BGProcessingTask expired after uploading 3 of 5 samples.
    func testInterruptedUploadKeepsUnsyncedSamples() async throws {
        let samples = (0..<5).map { StepSample(uuid: UUID(), count: 1_000 + $0, start: since.addingTimeInterval(Double($0) * 900)) }
        let uploaded = Set(samples.prefix(3).map(\.uuid))
        let pending = Set(samples.suffix(2).map(\.uuid))
        let cache = InMemoryStepCache(samples: samples, pending: pending)

        try await StepUploadReconciler(server: FakeStepServer(ids: uploaded), cache: cache).reconcile(since: since)

        XCTAssertEqual(cache.samples.count, 5, "samples still waiting for upload were deleted during reconciliation")
    }
}

final class InMemoryStepCache: LocalStepCache {
    private(set) var samples: [StepSample]
    let pendingUploadIDs: Set<UUID>
    init(samples: [StepSample], pending: Set<UUID>) { self.samples = samples; self.pendingUploadIDs = pending }
    func remove(ids: Set<UUID>) { samples.removeAll { ids.contains($0.uuid) } }
}

final class FakeStepServer: StepServer {
    let ids: Set<UUID>
    init(ids: Set<UUID>) { self.ids = ids }
    func uploadedSampleIDs(since date: Date) async throws -> Set<UUID> { ids }
}
