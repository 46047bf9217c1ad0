import Testing
import Foundation
@testable import Wickmere

@Suite struct BudgetRolloverTaskTests {
    @Test func expiredRolloverLeavesNoStagedFiles() async throws {
        let dir = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
        let job = BudgetRolloverJob(stagingDirectory: dir, months: .fixture(12))
        let run = Task { try await job.run() }
        job.expire()                                   // the processing task's expirationHandler
        _ = await run.result
        let left = (try? FileManager.default.contentsOfDirectory(atPath: dir.path())) ?? []
        #expect(left.isEmpty)
    }
}
