import XCTest
@testable import Tidings

final class StatsCardViewModelTests: XCTestCase {
    func testCrashFreeRateRoundsToOneDecimal() {
        let vm = StatsCardViewModel(sessions: 2_000, crashedSessions: 3)
        XCTAssertEqual(vm.crashFreeText, "99.9%")
    }
}
