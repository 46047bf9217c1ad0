import XCTest
@testable import Quay

@MainActor
final class DepartureBoardViewModelTests: XCTestCase {
    func testOnTimeSailingShowsScheduledTime() {
        let vm = DepartureBoardViewModel(sailing: .fixture(status: .onTime))
        XCTAssertEqual(vm.timeText, "14:05")
    }

    func testCancelledSailingShowsStrikethrough() {
        let vm = DepartureBoardViewModel(sailing: .fixture(status: .cancelled))
        XCTAssertTrue(vm.isStruckThrough)
        XCTAssertEqual(vm.statusText, "Cancelled")
    }
}
