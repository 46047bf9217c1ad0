import XCTest
@testable import Marlpit

final class SceneRestorationTests: XCTestCase {
    func testRestoredSelectionAppliedBeforeFirstLayout() {
        let coordinator = RestorationCoordinator()
        var received: [AnyHashable: Any]??
        coordinator.requestRestoredState { received = $0 }          // viewWillAppear
        let activity = NSUserActivity(activityType: "com.marlpit.note.editing")
        activity.userInfo = ["noteID": "6F1A"]
        coordinator.deliver(activity)                               // restoreInteractionStateWith:

        XCTAssertEqual(received??["noteID"] as? String, "6F1A")
    }
}
