import XCTest
@testable import Stowaway

final class ConflictNameTests: XCTestCase {
    func testConflictCopyKeepsExtension() {
        XCTAssertEqual(ConflictNamer().conflictName(for: "budget.numbers", copy: 2), "budget (conflicted copy 2).numbers")
    }
}
