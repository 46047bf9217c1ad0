import SnapshotTesting
import XCTest
@testable import KoalaComponents

final class UPIComponentSnapshotTests: XCTestCase {
    func testCollectFlowPrefilledVPA() {
        let component = UPIComponent.fixture(flow: .collect, vpa: "testvpa@icici")
        assertSnapshot(of: component.viewController, as: .image(on: .iPhone12), named: "iPhone12.prefilled_vpa")
    }
}
