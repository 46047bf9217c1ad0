import SnapshotTesting
import XCTest
@testable import Fernway

final class TripHeaderSnapshotTests: XCTestCase {
    func testHeaderSingleTraveller() {
        let header = TripHeaderView(trip: .fixture(travellers: 1))
        header.frame.size = header.systemLayoutSizeFitting(CGSize(width: 390, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        assertSnapshot(of: header, as: .fernwayView)
    }

    func testHeaderWithThreeTravellers() {
        let header = TripHeaderView(trip: .fixture(travellers: 3))
        header.frame.size = header.systemLayoutSizeFitting(CGSize(width: 390, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        assertSnapshot(of: header, as: .fernwayView)
    }
}
