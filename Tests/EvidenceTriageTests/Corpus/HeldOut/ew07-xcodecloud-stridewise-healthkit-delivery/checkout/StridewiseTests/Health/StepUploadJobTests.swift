import Foundation
import HealthKit
import Testing
@testable import Stridewise

@Suite struct StepUploadJobTests {
    @Test func uploadsAllSamplesInBatches() async throws {
        let server = FakeStepServer()
        let job = StepUploadJob(source: FixtureSource(count: 7), api: server, anchors: InMemoryAnchorStore(), batchSize: 3)
        try await job.run()
        #expect(server.batches.map(\.count) == [3, 3, 1])
    }

    @Test func storesAnchorAfterSuccess() async throws {
        let anchors = InMemoryAnchorStore()
        let job = StepUploadJob(source: FixtureSource(count: 2), api: FakeStepServer(), anchors: anchors, batchSize: 3)
        try await job.run()
        #expect(anchors.stepAnchor != nil)
    }

    @Test func rerunAfterInterruptedUploadDoesNotDuplicateSamples() async throws {
        let server = FakeStepServer(failOnBatch: 2)           // system cuts the run short during batch 2
        let anchors = InMemoryAnchorStore()
        let source = FixtureSource(count: 6)
        let job = StepUploadJob(source: source, api: server, anchors: anchors, batchSize: 3)

        await #expect(throws: CancellationError.self) { try await job.run() }
        server.failOnBatch = nil
        try await job.run()                                   // next background delivery

        #expect(server.receivedSampleIDs.count == 6)
        #expect(Set(server.receivedSampleIDs).count == server.receivedSampleIDs.count)
    }
}
