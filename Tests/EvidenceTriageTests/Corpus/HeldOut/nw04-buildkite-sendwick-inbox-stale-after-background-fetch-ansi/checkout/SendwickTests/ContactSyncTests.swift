import XCTest
@testable import Sendwick

final class ContactSyncTests: XCTestCase {
    func testMergeKeepsNewestAvatar() {
        let local = Contact(id: "c1", avatarVersion: 4)
        let remote = Contact(id: "c1", avatarVersion: 7)
        XCTAssertEqual(ContactMerger().merge(local, remote).avatarVersion, 7)
    }
}
