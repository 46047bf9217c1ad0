import XCTest
@testable import Lumen

final class ProfileViewModelTests: XCTestCase {
    func testInitialsForSingleName() {
        XCTAssertEqual(ProfileViewModel(displayName: "Cher").initials, "C")
    }
}
