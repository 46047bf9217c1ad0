import XCTest
@testable import Wickham

final class LibraryGateTests: XCTestCase {
    func testLockedChapterShowsPaywall() {
        let gate = LibraryGate(entitlement: .free)
        XCTAssertEqual(gate.destination(forChapter: 4, of: .sampleBook), .paywall)
    }

    func testFreeChaptersOpen() {
        XCTAssertEqual(LibraryGate(entitlement: .free).destination(forChapter: 1, of: .sampleBook), .player)
    }
}
