import XCTest
@testable import Hearth

final class InviteCodeTests: XCTestCase {
    func testCodeExcludesAmbiguousCharacters() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<500 {
            let code = InviteCode.make(using: &rng)
            XCTAssertNil(code.rangeOfCharacter(from: CharacterSet(charactersIn: "O0I1")), "ambiguous character in \(code)")
        }
    }
}
