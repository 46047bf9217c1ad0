import SnapshotTesting
import SwiftUI
import XCTest
@testable import QuokkaMaps

final class MapViewSnapshotTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .missing) {
            super.invokeTest()
        }
    }

    func testDefaultCamera() {
        let view = MapScreen(camera: .init(center: .sydneyOpera, zoom: 14), style: .fixtureStyle)
            .frame(width: 393, height: 852)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(precision: 0.98))
    }

    func testAttributionOverlay() {
        let view = AttributionOverlay(sources: ["© Quokka contributors", "Imagery © CC-BY"], scaleMetres: 1500)
            .frame(width: 393, height: 120)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(precision: 0.98))
    }

    func testRouteBannerPinnedTraits() {
        let view = RouteBanner(title: "Circular Quay", distanceMetres: 850)
            .frame(width: 393, height: 96)
        assertSnapshot(of: UIHostingController(rootView: view),
                       as: .image(precision: 0.98,
                                  traits: .init(traitsFrom: [.init(userInterfaceStyle: .light),
                                                             .init(preferredContentSizeCategory: .large)])))
    }
}
