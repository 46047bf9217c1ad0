import XCTest
@testable import Mossy

final class WateringScheduleTests: XCTestCase {
    func testNextWateringSkipsRainyDays() {
        let forecast = Forecast(days: [.rain(mm: 12), .dry, .dry])
        let schedule = WateringSchedule(intervalDays: 1, forecast: forecast)
        XCTAssertEqual(schedule.nextWateringOffset(), 1)
    }
}
