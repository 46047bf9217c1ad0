import XCTest
@testable import Tern

final class ReadingListRefreshTests: XCTestCase {
    func testIdentifierIsPermittedInInfoPlist() throws {
        let permitted = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        XCTAssertTrue(permitted.contains(ReadingListRefresh.identifier))
    }

    func testSyncOperationMergesNewItemsOnce() {
        let store = InMemoryReadingListStore(items: ["a", "b"])
        let op = ReadingListSyncOperation(tokenStore: .stub("t"), remote: .stub(["b", "c"]), store: store)
        op.start()
        op.start()
        XCTAssertEqual(store.items, ["a", "b", "c"])
    }
}
