import XCTest
@testable import NettleFarm

final class MoistureChartViewModelTests: XCTestCase {
    func testGapsInterpolated() {
        let vm = MoistureChartViewModel(samples: [.init(hour: 0, value: 30), .init(hour: 2, value: 40)])
        XCTAssertEqual(vm.points.map(\.value), [30, 35, 40])
    }
}
