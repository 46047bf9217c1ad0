import GRDB
import XCTest
@testable import MossDigest

final class DigestStoreTests: XCTestCase {
    private var database: AppDatabase!

    override func setUpWithError() throws {
        database = try AppDatabase(DatabaseQueue())
    }

    func testPendingDigestRoundTrip() throws {
        try database.insert(Digest(id: 7, itemCount: 4, status: .pending))
        let pending = try database.pendingDigests()
        XCTAssertEqual(pending.map(\.id), [7])
    }
}
