import UIKit
import XCTest
@testable import Cairn

final class SceneRestorationTests: XCTestCase {
    private func activity(_ records: [StateRestorationManager.Record]) throws -> NSUserActivity {
        let activity = NSUserActivity(activityType: StateRestorationManager.activityType)
        activity.userInfo = ["stack": try JSONEncoder().encode(records)]
        return activity
    }

    func testRestoresTrailDetail() throws {
        let manager = StateRestorationManager()
        let stack = manager.restoreStack(from: try activity([.init(storyboardIdentifier: "TrailDetailViewController", trailKey: "GC7Q2X")]))
        XCTAssertEqual(stack.count, 1)
        XCTAssertTrue(stack.first is TrailDetailViewController)
    }

    func testIgnoresForeignActivityType() {
        let manager = StateRestorationManager()
        XCTAssertTrue(manager.restoreStack(from: NSUserActivity(activityType: "com.trailworks.cairn.search")).isEmpty)
    }

    /// Saved state written by 3.x names a screen that 4.0 removed from Main.storyboard.
    func testRestoresRemovedVisitLogIdentifier() throws {
        let manager = StateRestorationManager()
        let legacy = try activity([
            .init(storyboardIdentifier: "TrailDetailViewController", trailKey: "GC7Q2X"),
            .init(storyboardIdentifier: "TrailLogViewController", trailKey: "GC7Q2X"),
        ])
        let stack = manager.restoreStack(from: legacy)
        XCTAssertTrue(stack.last is TrailVisitLogViewController)
    }
}
