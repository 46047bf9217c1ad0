import CoreLocation
import XCTest
@testable import Commute

final class RegionBudgetTests: XCTestCase {
    private let planner = RegionPlanner()
    private let here = CLLocation(latitude: 52.3702, longitude: 4.8952)

    private func depots(count: Int) -> [RegionPlanner.Depot] {
        (0..<count).map { index in
            RegionPlanner.Depot(id: "depot-\(index)",
                                center: CLLocationCoordinate2D(latitude: 52.3702 + Double(index) * 0.01, longitude: 4.8952),
                                radius: 150, isHome: false)
        }
    }

    func testPlannerNeverExceedsBudget() {
        let chosen = planner.regionsToMonitor(from: depots(count: 35), near: here)
        XCTAssertEqual(chosen.count, RegionPlanner.monitoringBudget)
    }

    /// A commuter's home depot must stay monitored even when 20 nearer depots exist,
    /// otherwise the "left home" trigger silently stops.
    func testPlannerKeepsHomeDepotWhenOverBudget() {
        var all = depots(count: 30)
        let home = RegionPlanner.Depot(id: "home", center: CLLocationCoordinate2D(latitude: 52.62, longitude: 4.75),
                                       radius: 200, isHome: true)
        all.append(home)

        let chosen = planner.regionsToMonitor(from: all, near: here)

        XCTAssertEqual(chosen.count, RegionPlanner.monitoringBudget)
        XCTAssertTrue(chosen.contains(home), "home depot was dropped by the region budget")
    }
}
