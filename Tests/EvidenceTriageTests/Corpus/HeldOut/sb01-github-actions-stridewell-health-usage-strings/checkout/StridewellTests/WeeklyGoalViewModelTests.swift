import XCTest
@testable import Stridewell

final class WeeklyGoalViewModelTests: XCTestCase {
    func testProgressCapsAtOneHundredPercent() {
        let vm = WeeklyGoalViewModel(goalKilometers: 20, completedKilometers: 26.4)
        XCTAssertEqual(vm.progressText, "100%")
        XCTAssertEqual(vm.progress, 1.0, accuracy: 0.0001)
    }
}
