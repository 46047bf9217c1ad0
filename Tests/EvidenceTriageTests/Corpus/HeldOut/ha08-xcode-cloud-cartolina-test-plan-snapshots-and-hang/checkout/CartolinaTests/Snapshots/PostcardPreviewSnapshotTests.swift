import XCTest
@testable import Cartolina

final class PostcardPreviewSnapshotTests: XCTestCase {
    private let card = Postcard(front: .sample("lisbon-tram"), message: "Wish you were here!",
                                recipient: .init(name: "Ada Moretti", city: "Trieste"), stamp: .europa2026)

    func testFrontLayout() {
        assertCartolinaSnapshot(PostcardFrontView(card: card))
    }

    func testBackLayoutWithStamp() {
        assertCartolinaSnapshot(PostcardBackView(card: card))
    }
}
