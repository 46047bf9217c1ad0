import XCTest
@testable import Quarry

final class ConnectionStoreTests: XCTestCase {
    func testLoadReturnsEmptyWhenFileMissing() throws {
        let store = ConnectionStore(fileURL: .temporaryConnectionsFile(), protection: .completeUnlessOpen)
        XCTAssertEqual(try store.load(), [])
    }

    func testLoadRethrowsProtectedDataError() throws {
        let store = ConnectionStore(fileURL: .temporaryConnectionsFile(), protection: .completeUnlessOpen)
        try store.save(Connection.fixtures(count: 2))
        store.simulateProtectedDataUnavailable()

        XCTAssertThrowsError(try store.load()) { error in
            XCTAssertEqual((error as NSError).code, NSFileReadNoPermissionError)
        }
    }
}
