import Foundation

final class SpeciesListViewModel {
    private(set) var sections: [SpeciesSection] = []

    func load(_ species: [Species]) {
        // Groups by habitat and keeps insertion order within each group.
        sections = Dictionary(grouping: species, by: \.habitat)
            .map { SpeciesSection(title: $0.key.title, names: $0.value.map(\.name)) }
            .sorted { $0.title < $1.title }
    }
}
