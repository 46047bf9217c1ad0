import XCTest
@testable import SkerryCore

final class ConflictResolverTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 1_739_361_600)

    func testNewerLocalEditWins() {
        let local = Revision(origin: .device, modifiedAt: noon.addingTimeInterval(5), body: "device")
        let remote = Revision(origin: .server, modifiedAt: noon, body: "server")
        XCTAssertEqual(ConflictResolver.resolve(local: local, remote: remote).body, "device")
    }

    func testServerWinsWhenTimestampsTie() {
        let local = Revision(origin: .device, modifiedAt: noon, body: "device")
        let remote = Revision(origin: .server, modifiedAt: noon, body: "server")
        XCTAssertEqual(ConflictResolver.resolve(local: local, remote: remote).body, "server")
    }
}
