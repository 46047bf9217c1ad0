import SnapshotTesting
import SwiftUI
import XCTest
@testable import Marigold

final class ArtworkCardSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        ArtworkLoader.current = .stub(image: UIImage(named: "fixture-artwork", in: Bundle(for: ArtworkCardSnapshotTests.self), with: nil)!)
    }

    func testCardPlaceholder() {
        let card = ArtworkCard(model: .init(episode: .fixture(title: "Low Tide"), loader: .failing))
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13, precision: 0.99))
    }

    func testCardWithRemoteArtwork() {
        let model = ArtworkCardModel(episode: .fixture(title: "Harbour Lights"), loader: ArtworkLoader.current)
        model.task()
        let card = ArtworkCard(model: model)
        assertSnapshot(of: UIHostingController(rootView: card), as: .wait(for: 0.1, on: .image(on: .iPhone13, precision: 0.99)))
    }
}
