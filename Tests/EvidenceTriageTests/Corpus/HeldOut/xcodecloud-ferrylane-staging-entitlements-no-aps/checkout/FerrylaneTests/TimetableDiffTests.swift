import XCTest
@testable import Ferrylane

final class TimetableDiffTests: XCTestCase {
    func testDetectsCancelledSailing() throws {
        let old = try Timetable(fixture: "portsmouth-ryde-0812")
        let new = try Timetable(fixture: "portsmouth-ryde-0813")
        XCTAssertEqual(TimetableDiff(old: old, new: new).cancelled.map(\.departure), ["07:15"])
    }
}
