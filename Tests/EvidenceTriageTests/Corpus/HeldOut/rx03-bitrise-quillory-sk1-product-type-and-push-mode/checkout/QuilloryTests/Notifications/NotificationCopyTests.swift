import XCTest
@testable import Quillory

final class NotificationCopyTests: XCTestCase {
    func testTrialEndingReminderBody() {
        XCTAssertEqual(NotificationCopy.trialEndingBody(days: 2),
                       "Your free trial ends in 2 days. Keep your streak with Quillory Pro.")
    }
}
