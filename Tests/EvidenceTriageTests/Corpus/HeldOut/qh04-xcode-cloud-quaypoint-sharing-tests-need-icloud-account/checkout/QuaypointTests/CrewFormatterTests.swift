import XCTest
@testable import Quaypoint

final class CrewFormatterTests: XCTestCase {
    func testInitialsUseGivenAndFamilyName() {
        XCTAssertEqual(CrewFormatter.initials(given: "Ana", family: "de la Cruz"), "AD")
    }

    func testRoleListJoinedWithAnd() {
        XCTAssertEqual(CrewFormatter.roles(["helm", "trim", "bow"]), "helm, trim and bow")
    }
}
