import XCTest
@testable import Kestrel

final class SharedAlbumSyncTests: XCTestCase {
    func testSyncCompletesForPrivateAlbum() {
        let done = expectation(description: "private album synced")
        AlbumSync(album: .fixturePrivate).run { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testSyncCompletesForSharedAlbum() {
        let done = expectation(description: "shared album synced")
        // A shared-album sync refreshes the feed when it finishes (posts .feedDidRefresh).
        AlbumSync(album: .fixtureShared).run { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
    }
}
