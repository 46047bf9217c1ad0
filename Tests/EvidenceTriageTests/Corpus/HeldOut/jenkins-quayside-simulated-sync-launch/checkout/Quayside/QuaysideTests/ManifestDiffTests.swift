import XCTest
@testable import Quayside

final class ManifestDiffTests: XCTestCase {
    func testRemovedPalletsListed() async throws {
        let diff = try await ManifestDiff.compute(old: .fixture("berth4-0600"), new: .fixture("berth4-0615"))
        XCTAssertEqual(diff.removed.map(\.palletID), ["PLT-88213", "PLT-88214"])
    }
}
