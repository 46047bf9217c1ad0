import XCTest
@testable import Brewlog

final class SharedBrewStoreTests: XCTestCase {
    func testEncodesBrewAsJSON() throws {
        let data = try SharedBrewStore.encode(Brew.fixture(bean: "Kenya AA", method: .v60))
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("\"bean\":\"Kenya AA\""))
    }

    func testLatestBrewIsWrittenToAppGroupContainer() throws {
        let store = SharedBrewStore(appGroupID: "group.com.brewlog.brewlog")
        try store.saveLatest(Brew.fixture(bean: "Kenya AA", method: .v60))

        let container = try XCTUnwrap(store.containerURL)
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("latest-brew.json").path))
    }
}
