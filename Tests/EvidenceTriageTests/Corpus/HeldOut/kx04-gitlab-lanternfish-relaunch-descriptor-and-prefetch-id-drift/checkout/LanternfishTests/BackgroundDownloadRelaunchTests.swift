import XCTest
@testable import Lanternfish

/// When iOS relaunches the app for a finished background download, the coordinator in that
/// launch never started the task: everything it needs must travel with the task itself.
final class BackgroundDownloadRelaunchTests: XCTestCase {
    func testCompletionInSameLaunchIsFiled() {
        let session = StubSession(identifier: "com.lanternfish.app.episodes")
        let coordinator = EpisodeDownloadCoordinator()
        coordinator.start(.init(episodeID: "ep-310", fileName: "ep-310.mp3"), url: .episode("ep-310"), on: session)
        session.finishLast(into: FileManager.default.temporaryDirectory.appendingPathComponent("a.tmp"), delegate: coordinator)
        XCTAssertEqual(coordinator.filed["ep-310"], "ep-310.mp3")
    }

    func testCompletionDeliveredToFreshLaunchIsFiled() {
        let session = StubSession(identifier: "com.lanternfish.app.episodes")
        let firstLaunch = EpisodeDownloadCoordinator()
        firstLaunch.start(.init(episodeID: "ep-311", fileName: "ep-311.mp3"), url: .episode("ep-311"), on: session)

        // The process dies; iOS finishes the transfer and relaunches the app.
        let relaunched = EpisodeDownloadCoordinator()
        session.finishLast(into: FileManager.default.temporaryDirectory.appendingPathComponent("CFNetworkDownload_h2Xb9Q.tmp"),
                           delegate: relaunched)
        //
        //
        //
        XCTAssertEqual(relaunched.filed["ep-311"], "ep-311.mp3",
                       "a completion delivered to a launch that did not start the task must still be filed")
    }
}
