import XCTest
@testable import Hearth

final class ChoreRotationTests: XCTestCase {
    func testRotationSkipsAwayMembers() {
        let mum = Member(name: "Mum", away: false), sam = Member(name: "Sam", away: true), ali = Member(name: "Ali", away: false)
        let rotation = ChoreRotation(members: [mum, sam, ali])
        XCTAssertEqual(rotation.next(after: mum), ali)
    }
}
