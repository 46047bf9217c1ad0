import ActivityKit
import XCTest
@testable import App

final class LiveActivityBridgeTests: XCTestCase {
    private var bridge: LiveActivityBridge!
    private var system: FakeActivitySystem!

    override func setUp() {
        super.setUp()
        system = FakeActivitySystem()
        bridge = LiveActivityBridge(system: system)
    }

    func testStartReturnsActivityId() throws {
        let id = try bridge.start(attributes: .lesson("Chemistry 2"), content: .countdown(minutes: 45), staleDate: nil)
        XCTAssertFalse(id.isEmpty)
    }

    func testIsStaleFalseWhileStaleDateInFuture() throws {
        let stale = Date().addingTimeInterval(45 * 60)
        let id = try bridge.start(attributes: .lesson("Chemistry 2"), content: .countdown(minutes: 45), staleDate: stale)
        let snapshot = try XCTUnwrap(bridge.current(id: id))
        XCTAssertFalse(snapshot.isStale, "isStale must follow activityState, not the mere presence of a staleDate")
    }

    func testConcurrentUpdateAndEndKeepsCacheConsistent() throws {
        let id = try bridge.start(attributes: .lesson("Chemistry 2"), content: .countdown(minutes: 45), staleDate: nil)
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            if i.isMultiple(of: 2) { bridge.update(id: id, content: .countdown(minutes: 45 - i % 45)) } else { bridge.end(id: id) }
        }
        XCTAssertNil(bridge.current(id: id))
    }
}
