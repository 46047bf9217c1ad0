import UIKit
import XCTest
@testable import Quillnote

final class SceneRestorationTests: XCTestCase {
    func testBrowsingActivityIsHandled() {
        let router = SceneRouter(makeEditor: { StubEditor(noteID: $0) })
        XCTAssertTrue(router.continueActivity(NSUserActivity(activityType: ActivityTracker.browsingType)) { _ in })
    }

    /// UIKit only calls restoreUserActivityState(_:) on the objects we hand back; an empty
    /// handler leaves the restored editor blank (cursor, scroll offset, selection lost).
    func testRestorationHandlerReceivesEditor() {
        let router = SceneRouter(makeEditor: { StubEditor(noteID: $0) })
        let activity = NSUserActivity(activityType: ActivityTracker.editingType)
        activity.userInfo = ["noteID": "N-1042"]
        var restored: [UIUserActivityRestoring] = []

        let handled = router.continueActivity(activity) { restored = $0 ?? [] }

        XCTAssertTrue(handled)
        XCTAssertEqual(restored.count, 1, "the editor must be handed to the restoration handler")
    }
}

private final class StubEditor: UIViewController {
    let noteID: String
    init(noteID: String) { self.noteID = noteID; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    override func restoreUserActivityState(_ activity: NSUserActivity) {}
}
