import XCTest
@testable import Saltmarsh

final class FixtureLoaderTests: XCTestCase {
    private final class BundleTag {}

    func testLoadsHarbourFixture() throws {
        let url = try XCTUnwrap(
            Bundle(for: BundleTag.self).url(forResource: "harbour-week", withExtension: "json", subdirectory: "Fixtures.bundle"))
        let week = try JSONDecoder().decode(TideWeek.self, from: Data(contentsOf: url))
        XCTAssertEqual(week.days.count, 7)
    }
}
