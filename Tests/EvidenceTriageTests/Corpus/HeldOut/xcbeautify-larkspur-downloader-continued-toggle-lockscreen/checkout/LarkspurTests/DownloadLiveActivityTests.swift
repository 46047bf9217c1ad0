import ActivityKit
import XCTest
@testable import Larkspur

final class DownloadLiveActivityTests: XCTestCase {
    func testActivityStartsWithQueuedState() async throws {
        let controller = DownloadActivityController(api: StubDownloadAPI())
        let activity = try await controller.start(name: "debian-13.iso")
        XCTAssertEqual(activity.content.state.phase, .queued)
        await controller.endAll()
    }

    func testActivityShowsCompletedWhileBackgrounded() async throws {
        let api = LocalTestServerAPI(port: 8931)
        let controller = DownloadActivityController(api: api)
        let activity = try await controller.start(name: "debian-13.iso")

        await XCUIDevice.shared.sendAppToBackground()
        try await api.finishJob(named: "debian-13.iso")   // server completes while we are suspended

        let completed = expectation(description: "Live Activity shows .completed")
        let watcher = Task { for await content in activity.contentUpdates where content.state.phase == .completed { completed.fulfill() } }
        await fulfillment(of: [completed], timeout: 30)
        watcher.cancel()
    }
}
