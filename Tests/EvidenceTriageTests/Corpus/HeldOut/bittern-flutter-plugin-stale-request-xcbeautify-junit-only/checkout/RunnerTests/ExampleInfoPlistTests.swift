import XCTest

final class ExampleInfoPlistTests: XCTestCase {
    func testEveryDeclaredTaskIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        for id in ["io.bittern.photos.backup", "io.bittern.photos.thumbs"] {
            XCTAssertTrue(permitted.contains(id), "\(id) missing from built Info.plist")
        }
    }
}
