//
//  SpotListViewModelTests.swift
//  TidewellTests
//

import XCTest
@testable import Tidewell

@MainActor
final class SpotListViewModelTests: XCTestCase {
    func testSortsSpotsBySwellHeight() async throws {
        let viewModel = SpotListViewModel(repository: StubSpotRepository.orkney)
        await viewModel.load()
        XCTAssertEqual(viewModel.rows.map(\.name), ["Skaill", "Marwick", "Birsay"])
    }

    func testHidesSpotsOutsideRegion() async throws {
        let viewModel = SpotListViewModel(repository: StubSpotRepository.orkney, region: .westMainland)
        await viewModel.load()
        XCTAssertFalse(viewModel.rows.contains { $0.name == "Thurso East" })
    }
}
