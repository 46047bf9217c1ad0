import XCTest
@testable import Vault

final class PinPadViewModelTests: XCTestCase {
    func testFourthDigitSubmits() {
        let vm = PinPadViewModel(length: 4)
        ["1", "2", "3", "4"].forEach(vm.tap)
        XCTAssertEqual(vm.submitted, "1234")
    }
}
