import XCTest
@testable import QuillSyncKit

final class FixtureConformanceTests: XCTestCase {
    func testEvaluatesSpecCases() throws {
        let data = try XCTUnwrap(TestHelper.loadTestData(named: "sync-spec-cases"), "fixture sync-spec-cases.json not found")
        let cases = try JSONDecoder().decode([SpecCase].self, from: data)
        for c in cases {
            XCTAssertEqual(MergePolicy.resolve(c.local, c.remote), c.expected, c.name)
        }
    }
}
