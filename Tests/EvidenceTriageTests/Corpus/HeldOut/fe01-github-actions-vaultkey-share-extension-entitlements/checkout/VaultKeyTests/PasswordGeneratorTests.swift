import XCTest
@testable import VaultKey

final class PasswordGeneratorTests: XCTestCase {
    func testLengthIsRespected() {
        var rng = SeededGenerator(seed: 7)
        XCTAssertEqual(PasswordGenerator(length: 32).generate(using: &rng).count, 32)
    }

    func testExcludesAmbiguousCharacters() {
        let alphabet = Set(PasswordGenerator(excludeAmbiguous: true).alphabet())
        XCTAssertTrue(alphabet.isDisjoint(with: PasswordGenerator.ambiguous),
                      "ambiguous characters present: \(alphabet.intersection(PasswordGenerator.ambiguous).sorted())")
    }
}
