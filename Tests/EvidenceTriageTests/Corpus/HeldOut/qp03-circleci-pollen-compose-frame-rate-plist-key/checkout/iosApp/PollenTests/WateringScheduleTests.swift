import XCTest
import PollenShared

final class WateringScheduleTests: XCTestCase {
    func testNextWateringOnCadence() {
        let s = WateringSchedule(everyDays: 3, rainyDays: [])
        XCTAssertEqual(s.next(after: LocalDate(year: 2026, monthNumber: 5, dayOfMonth: 4)).description(), "2026-05-07")
    }

    func testNextWateringSkipsRainyDays() {
        let rainy: Set<LocalDate> = [LocalDate(year: 2026, monthNumber: 5, dayOfMonth: 7),
                                     LocalDate(year: 2026, monthNumber: 5, dayOfMonth: 8)]
        let s = WateringSchedule(everyDays: 3, rainyDays: rainy)
        XCTAssertEqual(s.next(after: LocalDate(year: 2026, monthNumber: 5, dayOfMonth: 4)).description(), "2026-05-09")
    }
}
