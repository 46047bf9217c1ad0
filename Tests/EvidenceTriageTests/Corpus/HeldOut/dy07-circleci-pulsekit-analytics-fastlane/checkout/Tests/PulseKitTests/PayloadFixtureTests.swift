import XCTest
@testable import PulseKit

/// Golden-file test against the collector's v3 batch schema.
final class PayloadFixtureTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        let url = Bundle(for: Self.self).url(forResource: name, withExtension: "json")!
        return try Data(contentsOf: url)
    }

    func testDecodesBatchPayloadFixture() throws {
        let batch = try JSONDecoder.pulse.decode(EventBatch.self, from: fixture("batch-v3"))
        XCTAssertEqual(batch.events.count, 12)
        XCTAssertEqual(batch.schemaVersion, 3)
    }
}
