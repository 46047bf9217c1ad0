//
//  DepotListViewModelTests.swift
//  DepotTests
//

import CoreLocation
import XCTest
@testable import Depot

final class DepotListViewModelTests: XCTestCase {
    func testSortsByDistance() async throws {
        let viewModel = DepotListViewModel(repository: FixtureDepotRepository.sample)
        await viewModel.update(location: CLLocation(latitude: 51.5412, longitude: -0.1188))
        XCTAssertEqual(viewModel.rows.map(\.id), ["depot-7", "depot-3", "depot-12"])
    }
}
