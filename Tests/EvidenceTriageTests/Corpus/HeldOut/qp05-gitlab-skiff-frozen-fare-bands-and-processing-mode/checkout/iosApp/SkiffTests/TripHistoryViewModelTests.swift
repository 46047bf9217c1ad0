import XCTest
@testable import Skiff
import SkiffShared

final class TripHistoryViewModelTests: XCTestCase {
    func testGroupsTripsByWeek() {
        let vm = TripHistoryViewModel(trips: TripFixtures.marchCommutes, calendar: .iso8601UTC)
        XCTAssertEqual(vm.sections.map(\.title), ["Week 10", "Week 11", "Week 12"])
    }
}
