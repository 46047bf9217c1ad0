import XCTest
@testable import Ferrule

final class PushClassifierTests: XCTestCase {
    private let classifier = PushClassifier()

    func testBackgroundOnlyPushIsSilent() {
        XCTAssertTrue(classifier.isSilent(["aps": ["content-available": 1]]))
    }

    func testPushWithoutApsIsNotSilent() {
        XCTAssertFalse(classifier.isSilent(["thread": "t-18"]))
    }

    /// A visible message push that also asks for a background wake is already shown by
    /// the system; treating it as silent posts the same message twice.
    func testAlertPushWithContentAvailableIsNotSilent() {
        let payload: [AnyHashable: Any] = ["aps": ["alert": ["title": "Mara", "body": "On my way"],
                                                   "content-available": 1]]
        XCTAssertFalse(classifier.isSilent(payload), "alert pushes must not be handled as silent")
        XCTAssertFalse(classifier.needsLocalNotification(payload, appState: .background))
    }
}
