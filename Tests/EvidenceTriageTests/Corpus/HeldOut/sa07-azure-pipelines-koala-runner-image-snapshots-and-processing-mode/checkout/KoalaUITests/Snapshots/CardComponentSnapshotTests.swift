import SnapshotTesting
import XCTest
@testable import KoalaCard

final class CardComponentSnapshotTests: XCTestCase {
    func testPrefilledCard() {
        let component = CardComponent.fixture(prefill: .visa)
        assertSnapshot(of: component.viewController, as: .image(on: .iPhone12), named: "iPhone12")
    }
}
