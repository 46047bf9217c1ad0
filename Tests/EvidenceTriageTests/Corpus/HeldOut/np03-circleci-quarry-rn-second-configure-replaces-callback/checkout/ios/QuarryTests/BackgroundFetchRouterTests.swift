import XCTest
@testable import Quarry

/// Boots the JS bundle headlessly and delivers plugin events through RNBackgroundFetch's emitter.
final class BackgroundFetchRouterTests: XCTestCase {
    private var harness: JSBundleHarness!

    override func setUpWithError() throws {
        harness = try JSBundleHarness(bundle: "main.jsbundle", testName: name)
        try harness.runEntryPoint()
    }

    func testConfigureReportsAvailable() throws {
        XCTAssertEqual(try harness.evaluate("globalThis.__fetchStatus"), "2")
    }

    func testFetchEventRunsInboxAndBadgeHandlers() throws {
        try harness.emitFetchEvent(taskId: "react-native-background-fetch")
        XCTAssertEqual(try harness.handledBy(), ["inbox", "badge"])
    }

    func testInboxSyncAdvancesCursorOnFetch() throws {
        try harness.seedInbox(cursor: "c_0", pending: 3)
        try harness.emitFetchEvent(taskId: "react-native-background-fetch")
        XCTAssertEqual(try harness.evaluate("globalThis.__inboxCursor"), "c_1")
    }
}
