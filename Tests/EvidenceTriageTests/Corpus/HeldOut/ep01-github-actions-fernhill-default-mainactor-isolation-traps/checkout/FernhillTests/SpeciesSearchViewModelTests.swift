//
//  SpeciesSearchViewModelTests.swift
//  FernhillTests
//

import XCTest
@testable import Fernhill

final class SpeciesSearchViewModelTests: XCTestCase {
    private let catalog = [
        Species(commonName: "Great tit", scientificName: "Parus major"),
        Species(commonName: "Eurasian jay", scientificName: "Garrulus glandarius"),
        Species(commonName: "Common buzzard", scientificName: "Buteo buteo"),
    ]

    func testEmptyQueryReturnsWholeCatalog() {
        let vm = SpeciesSearchViewModel(catalog: catalog)
        vm.search("")
        XCTAssertEqual(vm.results.count, 3)
    }

    func testResultsSortedByCommonName() {
        let vm = SpeciesSearchViewModel(catalog: catalog)
        vm.search("")
        XCTAssertEqual(vm.results.map(\.commonName), ["Common buzzard", "Eurasian jay", "Great tit"])
    }

    func testMatchesScientificName() {
        let vm = SpeciesSearchViewModel(catalog: catalog)
        vm.search("parus")
        XCTAssertEqual(vm.results.map(\.commonName), ["Great tit"])
    }
}
