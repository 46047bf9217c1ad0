import XCTest
@testable import Quarry

final class NoteMergeTests: XCTestCase {
    func testServerEditWinsWhenNewer() {
        let t = Date(timeIntervalSince1970: 1_790_000_000)
        let local = NoteVersion(body: "basalt", modifiedAt: t)
        let server = NoteVersion(body: "andesite", modifiedAt: t.addingTimeInterval(60))
        XCTAssertEqual(NoteMerger.merge(local: local, server: server).body, "andesite")
    }
}
