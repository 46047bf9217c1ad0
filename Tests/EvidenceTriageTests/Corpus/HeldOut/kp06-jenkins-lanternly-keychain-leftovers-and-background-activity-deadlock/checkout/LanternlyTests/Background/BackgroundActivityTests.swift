import XCTest
@testable import Lanternly

final class BackgroundActivityTests: XCTestCase {
    func testBeginReturnsActivityWhileAppIsActive() {
        XCTAssertNotNil(BackgroundActivityFactory.shared.begin("probe"))
    }

    func testEndingLastActivityEndsTask() {
        let factory = BackgroundActivityFactory.shared
        let activity = try! XCTUnwrap(factory.begin("one-shot"))
        factory.end(activity)
    }
}
