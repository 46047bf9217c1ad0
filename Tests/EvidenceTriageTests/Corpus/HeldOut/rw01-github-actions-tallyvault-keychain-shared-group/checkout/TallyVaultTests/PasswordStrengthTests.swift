import XCTest
@testable import TallyVault

final class PasswordStrengthTests: XCTestCase {
    func testLengthAloneScoresOne() {
        XCTAssertEqual(PasswordStrength.score("aaaaaaaaaaaa"), 1)
    }

    func testSymbolsRaiseScore() {
        XCTAssertEqual(PasswordStrength.score("Harbor+Lights$2024"), 4)
    }
}
