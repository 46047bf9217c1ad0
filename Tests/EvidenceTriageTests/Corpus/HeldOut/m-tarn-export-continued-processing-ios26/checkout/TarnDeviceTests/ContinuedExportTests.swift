import Testing
import BackgroundTasks
@testable import Tarn

@Suite("Continued export", .serialized)
struct ContinuedExportTests {
    let scheduler = ExportScheduler.shared

    @Test("Registering the wildcard succeeds")
    func registersWildcardHandler() {
        #expect(scheduler.didRegisterWildcard)
    }

    @Test("Export submits under the permitted wildcard")
    func submitUsesBundlePrefixedWildcard() async throws {
        let job = ExportJob(albumID: "alb-2207", files: Fixtures.photos(count: 4))
        try scheduler.submit(job)
        #expect(scheduler.pendingJobIDs.contains(job.id))
    }
}
