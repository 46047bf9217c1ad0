import XCTest
@testable import Runner

final class DoseScheduleTests: XCTestCase {
    func testNextDoseSkipsPausedCourse() {
        let plan = DosePlan(courses: [.fixture(name: "Amoxicillin", paused: true, next: "08:00"),
                                      .fixture(name: "Metformin", paused: false, next: "09:00")])
        XCTAssertEqual(plan.nextDose()?.name, "Metformin")
    }
}
