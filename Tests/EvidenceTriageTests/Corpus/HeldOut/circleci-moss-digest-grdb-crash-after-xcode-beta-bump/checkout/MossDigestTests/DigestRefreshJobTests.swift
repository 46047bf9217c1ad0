import GRDB
import XCTest
@testable import MossDigest

final class DigestRefreshJobTests: XCTestCase {
    func testJobMarksDigestSent() async throws {
        let database = try AppDatabase(DatabaseQueue())
        try database.insert(Digest(id: 1, itemCount: 2, status: .pending))
        let job = DigestRefreshJob(database: database, mailer: RecordingMailer())
        try await job.run()
        XCTAssertEqual(try database.digest(id: 1)?.status, .sent)
    }
}
