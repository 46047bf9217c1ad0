import XCTest
@testable import VaultletShared

final class PasswordStrengthFormatterTests: XCTestCase {
    let subject = PasswordStrengthFormatter()

    func testVeryWeakBelowTwentyEightBits() {
        XCTAssertEqual(subject.label(forEntropyBits: 21.4), "Very weak (21 bits)")
    }

    func testEntropyLabelRoundsDown() {
        // The generator shows whole bits and must never overstate strength.
        XCTAssertEqual(subject.label(forEntropyBits: 60.6), "Strong (60 bits)")
    }

    func testFairBand() {
        XCTAssertEqual(subject.label(forEntropyBits: 44), "Fair (44 bits)")
    }
}
