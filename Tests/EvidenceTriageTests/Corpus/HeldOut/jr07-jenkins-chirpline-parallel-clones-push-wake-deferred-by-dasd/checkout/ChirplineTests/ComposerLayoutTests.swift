import XCTest
@testable import Chirpline

final class ComposerLayoutTests: XCTestCase {
    func testCounterTurnsRedOverLimit() {
        let vm = ComposerViewModel(limit: 280)
        vm.text = String(repeating: "a", count: 281)
        XCTAssertEqual(vm.counterStyle, .overLimit)
    }
}
