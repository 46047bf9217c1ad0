import XCTest
@testable import Pinewick

final class SplitBillViewModelTests: XCTestCase {
    func testSplitUpdatesAfterDebounce() {
        let vm = SplitBillViewModel()
        let updated = expectation(description: "share recomputed")
        vm.onShareChanged = { _ in updated.fulfill() }
        vm.people = 3
        wait(for: [updated], timeout: 0.5)
    }
}
