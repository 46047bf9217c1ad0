import XCTest
import RealmSwift
@testable import Murmur

final class ReadReceiptSyncJobTests: XCTestCase {
    private var config: Realm.Configuration!

    override func setUpWithError() throws {
        config = try TestRealm.make()
    }

    func testSyncUploadsPendingReceiptsAndClearsThem() async throws {
        try ReadReceipt.record(messageIDs: ["m1", "m2"], in: config)
        let api = RecordingReceiptAPI()
        try await ReadReceiptSyncJob(configuration: config, api: api).run()
        XCTAssertEqual(api.uploaded, ["m1", "m2"])
        XCTAssertEqual(try ReadReceipt.pendingCount(in: config), 0)
    }
}
