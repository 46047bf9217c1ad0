import XCTest
@testable import MallowMedsHost

final class DoseTimeTests: XCTestCase {
    func testEveningDoseKeepsLocalTimeAcrossDst() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "America/New_York")!
        let plan = DosePlan(localTime: DateComponents(hour: 22, minute: 0), calendar: cal)
        let afterSwitch = cal.date(from: DateComponents(year: 2026, month: 3, day: 9))!
        let next = plan.nextDose(after: afterSwitch)
        XCTAssertEqual(cal.component(.hour, from: next), 22)
    }

    func testMorningDoseSameDay() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "America/New_York")!
        let plan = DosePlan(localTime: DateComponents(hour: 8, minute: 0), calendar: cal)
        let start = cal.date(from: DateComponents(year: 2026, month: 1, day: 5, hour: 6))!
        XCTAssertEqual(cal.component(.hour, from: plan.nextDose(after: start)), 8)
    }
}
