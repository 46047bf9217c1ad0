//
//  SpeciesSearchViewModel.swift
//  Fernhill
//

import Foundation
import Observation

struct Species: Equatable, Sendable {
    let commonName: String
    let scientificName: String
}

@Observable
final class SpeciesSearchViewModel {
    private let catalog: [Species]
    private(set) var results: [Species] = []

    init(catalog: [Species]) {
        self.catalog = catalog
    }

    func search(_ query: String) {
        let needle = query.trimmingCharacters(in: .whitespaces)
        let matches = catalog.filter {
            needle.isEmpty
                || $0.commonName.localizedCaseInsensitiveContains(needle)
                || $0.scientificName.localizedCaseInsensitiveContains(needle)
        }
        // Field guides list species by common name.
        results = matches.sorted { $0.scientificName.localizedCompare($1.scientificName) == .orderedAscending }
    }
}
