import XCTest
@testable import Vaultline

final class PasswordGeneratorTests: XCTestCase {
    func testLengthIsRespected() {
        let generator = PasswordGenerator(length: 24, symbols: true, avoidAmbiguous: true)
        XCTAssertEqual(generator.make().count, 24)
    }

    func testExcludesAmbiguousCharacters() {
        let generator = PasswordGenerator(length: 4096, symbols: false, avoidAmbiguous: true)
        let ambiguous = Set("O0Il1")
        XCTAssertTrue(generator.make().allSatisfy { !ambiguous.contains($0) }, "ambiguous characters present")
    }
}
