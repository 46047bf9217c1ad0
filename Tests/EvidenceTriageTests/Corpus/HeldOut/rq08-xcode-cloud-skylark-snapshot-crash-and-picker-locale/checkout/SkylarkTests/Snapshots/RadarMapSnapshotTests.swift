import SnapshotTesting
import XCTest
@testable import Skylark

final class RadarMapSnapshotTests: XCTestCase {
    func testRadarLegend() {
        let legend = RadarLegendView(scale: .precipitation)
        assertSnapshot(of: legend, as: .image(precision: 0.98))
    }

    func testRadarOverlay() {
        let vc = RadarViewController(frame: .fixture(.bergen), tiles: .fixture)
        vc.mapView.isHidden = true
        assertSnapshot(of: vc, as: .image(on: .iPhone13, precision: 0.98, perceptualPrecision: 0.98))
    }
}
