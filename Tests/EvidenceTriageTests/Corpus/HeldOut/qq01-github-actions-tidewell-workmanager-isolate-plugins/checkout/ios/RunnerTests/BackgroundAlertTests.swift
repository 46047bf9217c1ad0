import XCTest
import BackgroundTasks
@testable import Runner

final class BackgroundAlertTests: XCTestCase {
    private var harness: BackgroundHarness!

    override func setUpWithError() throws {
        harness = try BackgroundHarness.launch(resetNotifications: true)
    }

    func testTideRefreshRequestSubmitted() throws {
        try harness.invokeDart("scheduleTideRefresh")
        let pending = try harness.pendingTaskIdentifiers()
        XCTAssertEqual(pending, ["com.tidewell.app.tideRefresh"])
    }

    func testSimulatedTideRefreshPostsAlert() throws {
        try harness.invokeDart("scheduleTideRefresh")
        let run = try harness.simulateLaunch(identifier: "com.tidewell.app.tideRefresh", timeout: 30)
        XCTAssertTrue(run.completed, "task reported completion")
        XCTAssertEqual(harness.deliveredAlertCount(threadIdentifier: "tides"), 1, "tide alert posted from background callback")
    }
}
