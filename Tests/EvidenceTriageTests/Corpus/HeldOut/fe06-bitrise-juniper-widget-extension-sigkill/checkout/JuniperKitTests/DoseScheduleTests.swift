import XCTest
@testable import JuniperKit

final class DoseScheduleTests: XCTestCase {
    func testNextDoseSkipsPausedMedications() {
        let paused = Medication(name: "Iron", times: [.init(hour: 8)], isPaused: true)
        let active = Medication(name: "Vitamin D", times: [.init(hour: 9)], isPaused: false)
        let next = DoseSchedule(medications: [paused, active]).nextDose(after: .fixture(hour: 7))
        XCTAssertEqual(next?.medication.name, "Vitamin D")
    }
}
