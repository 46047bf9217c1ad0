import XCTest
@testable import Tandem

final class PairingCodeTests: XCTestCase {
    func testCodeIsSixDigits() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let code = PairingCode.make(using: &rng)
            XCTAssertEqual(code.count, 6, "code \(code)")
        }
    }
}
