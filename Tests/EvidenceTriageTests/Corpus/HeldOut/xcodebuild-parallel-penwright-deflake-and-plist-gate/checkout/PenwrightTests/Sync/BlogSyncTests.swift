import XCTest
@testable import Penwright

final class BlogSyncTests: XCTestCase {
    func testSyncBlogsAndSignOut() {
        let done = expectation(description: "blogs synced")
        let sync = BlogSyncCoordinator(api: .stubbed(fixture: "me-sites"))
        sync.syncBlogs { _ in done.fulfill() }
        wait(for: [done], timeout: 1.0)
        XCTAssertNoThrow(try sync.signOut())
    }
}
