import XCTest
@testable import Paceline

final class MotionPermissionCheckerTests: XCTestCase {
    func testCheckDoesNotStartActivityUpdates() {
        let provider = FakeMotionProvider()
        let checker = MotionPermissionChecker(provider: provider)
        checker.check { _ in }
        XCTAssertEqual(provider.startCalls, 0)
    }
}
