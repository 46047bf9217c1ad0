import Testing
import BackgroundTasks
@testable import Oriole

struct EpisodeDownloadSchedulerTests {
    @Test func requestRequiresNetwork() {
        let request = EpisodeDownloadScheduler.request(showID: "s-1", now: .now)
        #expect(request.requiresNetworkConnectivity)
    }

    /// One BGProcessingTaskRequest per subscribed show, submitted together.
    @Test func schedulesOneDownloadRequestPerShow() throws {
        let shows = (1...11).map { "show-\($0)" }
        let scheduler = EpisodeDownloadScheduler(taskScheduler: .shared)
        try scheduler.scheduleDownloads(for: shows)
        #expect(scheduler.submittedIdentifiers.count == 11)
    }
}
