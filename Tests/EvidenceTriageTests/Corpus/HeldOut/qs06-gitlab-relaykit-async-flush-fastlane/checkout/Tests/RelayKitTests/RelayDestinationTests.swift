import XCTest
@testable import RelayKit

final class RelayDestinationTests: XCTestCase {
    func testFlushEmptiesStorage() {
        let storage = EventStorage.inMemory(batches: 4)
        let destination = RelayDestination(storage: storage, httpClient: .alwaysSucceeds)
        destination.flush()
        XCTAssertEqual(storage.batchCount, 0)
    }
}
