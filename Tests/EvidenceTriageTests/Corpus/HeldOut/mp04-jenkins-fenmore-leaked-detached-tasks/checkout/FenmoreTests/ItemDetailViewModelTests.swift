import XCTest
@testable import Fenmore

@MainActor
final class ItemDetailViewModelTests: XCTestCase {
    func testCancelStopsArtworkFetch() async {
        let library = LibraryClient.fixture(artworkFrames: .endless)
        let sut = ItemDetailViewModel(library: library)
        sut.onAppear(item: .fixture)
        sut.cancel()
        try? await Task.sleep(for: .milliseconds(200))
        XCTAssertEqual(library.activeArtworkStreams, 0, "artwork stream still running after cancel()")
    }

    func testDetailLoadsSeasons() async throws {
        let sut = ItemDetailViewModel(library: .fixture(seasons: 2, artworkFrames: .endless))
        sut.onAppear(item: .fixture)
        while sut.seasons.isEmpty { await Task.yield() }
        XCTAssertEqual(sut.seasons.count, 2)
    }
}
