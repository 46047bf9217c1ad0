import Foundation
import Testing
@testable import InkwellKit

@Suite struct ContinuedExportJobTests {
    let fixture = ExportFixture.threeSegmentTimeline()

    @Test func progressTracksRenderedSegments() async throws {
        let task = FakeContinuedTask(identifier: "com.inkwellstudio.canvas.export.5F1C")
        let job = ContinuedExportJob(timeline: fixture.timeline, encoder: fixture.encoder, output: fixture.outputURL)
        try await job.run(reportingTo: task)
        #expect(task.progress.totalUnitCount == 3)
        #expect(task.progress.completedUnitCount == 3)
        #expect(task.completedWithSuccess == true)
    }

    @Test func expirationStopsEncoderAndRemovesPartialFile() async throws {
        let task = FakeContinuedTask(identifier: "com.inkwellstudio.canvas.export.9A02")
        let job = ContinuedExportJob(timeline: fixture.timeline, encoder: fixture.slowEncoder, output: fixture.outputURL)
        async let run: Void = job.run(reportingTo: task)
        try await fixture.slowEncoder.waitUntilSegment(1)
        task.simulateExpiration()          // what the system calls when the person cancels from the Live Activity
        _ = try? await run
        #expect(fixture.slowEncoder.isCancelled)
        #expect(!FileManager.default.fileExists(atPath: fixture.outputURL.path))
        #expect(task.completedWithSuccess == false)
    }

    @Test func finishedExportIsMovedIntoLibrary() async throws {
        let task = FakeContinuedTask(identifier: "com.inkwellstudio.canvas.export.77B0")
        let job = ContinuedExportJob(timeline: fixture.timeline, encoder: fixture.encoder, output: fixture.outputURL)
        try await job.run(reportingTo: task)
        #expect(fixture.library.items.count == 1)
    }
}

