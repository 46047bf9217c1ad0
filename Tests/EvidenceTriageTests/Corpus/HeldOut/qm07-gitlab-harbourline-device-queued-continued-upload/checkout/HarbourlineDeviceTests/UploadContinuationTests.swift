import Testing
import Foundation
@testable import Harbourline

@Suite(.serialized)
struct UploadContinuationTests {
    @Test func submitAcceptsQueuedRequest() throws {
        try UploadContinuation.shared.submit(.fixture(id: "A001", photos: 3))
    }

    @Test func queuedUploadStartsWithinAMinute() async throws {
        let batch = UploadBatch.fixture(id: "B7F2", photos: 14)
        try UploadContinuation.shared.submit(batch)
        let deadline = Date.now.addingTimeInterval(60)
        while !UploadContinuation.shared.startedBatches.contains(batch.id), Date.now < deadline {
            try await Task.sleep(for: .seconds(1))
        }
        #expect(UploadContinuation.shared.startedBatches.contains(batch.id))
    }
}
