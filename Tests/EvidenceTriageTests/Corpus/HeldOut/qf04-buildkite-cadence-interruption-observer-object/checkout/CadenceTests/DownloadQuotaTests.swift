import XCTest
@testable import Cadence

final class DownloadQuotaTests: XCTestCase {
    func testQuotaRefreshesAfterDelete() throws {
        let store = try DownloadStore.makeTemporary()
        try store.add(EpisodeFile.fixture(bytes: 80_000_000))
        try store.deleteAll()
        let exp = expectation(description: "quota refreshed")
        store.onQuotaChange = { if $0 == 0 { exp.fulfill() } }
        wait(for: [exp], timeout: 2)
    }
}
