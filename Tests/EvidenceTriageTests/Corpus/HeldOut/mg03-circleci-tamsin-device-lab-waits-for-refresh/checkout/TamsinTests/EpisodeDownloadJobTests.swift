import Testing
import Foundation
@testable import Tamsin

struct EpisodeDownloadJobTests {
    @Test func resumesFromPartialFile() async throws {
        let job = EpisodeDownloadJob(session: .stub(bytes: 4_096), store: .inMemory(partial: 1_024))
        try await job.run()
        #expect(job.store.length(of: "ep-118") == 4_096)
    }

    @Test func cancellationFinishesStream() async throws {
        try await confirmation("progress stream terminates on cancel") { terminated in
            let job = EpisodeDownloadJob(session: .stub(bytes: 8_192, chunkDelay: .milliseconds(20)), store: .inMemory())
            let task = Task {
                for try await _ in job.progress() {}
            }
            job.onStreamTermination = { _ in terminated() }
            job.cancel()
            _ = task
        }
    }
}
