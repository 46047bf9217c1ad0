import XCTest
@testable import Fernwell

final class SleepImportTests: XCTestCase {
    func testImportsNightAcrossDSTChange() throws {
        let nights = try SleepImporter().nights(from: Fixtures.data("sleep-2026-10-25.csv"))
        XCTAssertEqual(nights.first?.duration, 8.5 * 3600)
    }
}
