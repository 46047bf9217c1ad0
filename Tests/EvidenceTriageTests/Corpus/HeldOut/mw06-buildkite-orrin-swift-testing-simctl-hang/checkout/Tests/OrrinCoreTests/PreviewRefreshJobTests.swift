import Testing
import Foundation
@testable import OrrinCore

@Suite struct PreviewRefreshJobTests {
    @Test func cancelledRefreshLeavesNoTempFiles() async throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
        let job = PreviewRefreshJob(workDirectory: dir, renderer: SlowRenderer(delay: .seconds(2)))
        let run = Task { try await job.run(previews: PreviewFixture.three) }
        try await Task.sleep(for: .milliseconds(200))
        run.cancel()
        _ = await run.result
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path())
        #expect(left.isEmpty)
    }
}
