import XCTest
@testable import Runner

final class DigestComposerTests: XCTestCase {
    func testDigestGroupsByBerth() {
        let m = [Movement(berth: "B14", vessel: "Kittiwake", time: "05:40"),
                 Movement(berth: "B14", vessel: "Orca II", time: "06:10"),
                 Movement(berth: "A02", vessel: "Skua", time: "07:00")]
        XCTAssertEqual(DigestComposer.sections(m), ["A02", "B14"])
    }

    func testEmptyDigestHasNoSections() {
        XCTAssertEqual(DigestComposer.sections([]), [])
    }
}
