import XCTest
@testable import Stride

final class WorkoutSummaryViewModelTests: XCTestCase {
    func testPaceFormatting() {
        let vm = WorkoutSummaryViewModel(distanceMetres: 5000, duration: 25 * 60 + 35)
        XCTAssertEqual(vm.paceText, "5:07 /km")
    }
}
