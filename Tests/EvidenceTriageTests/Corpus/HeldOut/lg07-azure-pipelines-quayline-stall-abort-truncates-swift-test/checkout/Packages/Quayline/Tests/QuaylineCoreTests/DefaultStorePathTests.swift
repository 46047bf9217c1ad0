import XCTest
@testable import QuaylineCore

final class DefaultStorePathTests: XCTestCase {
    func testStoreLivesUnderApplicationSupport() throws {
        let appSupport = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                                     appropriateFor: nil, create: false)
        XCTAssertEqual(DefaultStore.directory.path, appSupport.appendingPathComponent("Quayline").path)
    }
}
