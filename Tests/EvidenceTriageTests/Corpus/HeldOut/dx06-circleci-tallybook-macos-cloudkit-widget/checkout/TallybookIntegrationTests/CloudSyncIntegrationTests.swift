import XCTest
import CloudKit
@testable import Tallybook

/// Runs against the Development environment of iCloud.com.tallybook.mac with the CI Apple ID.
/// The job signs with scripts/sign-dev.sh (codesign + merged entitlements), not Xcode.
final class CloudSyncIntegrationTests: XCTestCase {
    func testPrivateDatabaseSaveRoundTrip() async throws {
        let sync = CloudSync(containerIdentifier: "iCloud.com.tallybook.mac")
        let record = LedgerRecord(id: UUID(), amount: 12_50, note: "ci-\(ProcessInfo.processInfo.globallyUniqueString)")
        do {
            try await sync.save(record)
        } catch {
            XCTFail("CloudKit save failed: \(error)")
            return
        }
        let fetched = try await sync.fetch(record.id)
        XCTAssertEqual(fetched?.note, record.note)
    }
}
