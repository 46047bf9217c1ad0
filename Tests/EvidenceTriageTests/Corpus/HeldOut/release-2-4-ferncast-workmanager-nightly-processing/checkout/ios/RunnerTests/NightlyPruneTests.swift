import XCTest
import BackgroundTasks
import workmanager
@testable import Runner

final class NightlyPruneTests: XCTestCase {
    func testPruneDeletesPlayedEpisodes() throws {
        let store = EpisodeStore.inMemory(played: 12, unplayed: 3)
        try PruneJob(store: store).run()
        XCTAssertEqual(store.count, 3)
    }

    func testNightlyPruneRunsUnattended() throws {
        let ran = expectation(description: "nightly prune handler called")
        PruneJob.onFinished = { ran.fulfill() }
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "app.ferncast.mobile.nightlyPrune")
        let request = BGProcessingTaskRequest(identifier: "app.ferncast.mobile.nightlyPrune")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)
        // leave the device idle; the processing task should fire by itself
        wait(for: [ran], timeout: 3600)
    }
}
