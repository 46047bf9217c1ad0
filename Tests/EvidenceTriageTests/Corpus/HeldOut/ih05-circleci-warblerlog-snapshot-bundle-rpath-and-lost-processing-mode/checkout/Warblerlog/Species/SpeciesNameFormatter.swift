import Foundation

struct SpeciesNameFormatter {
    func scientificName(for species: Species) -> String {
        // Only genus + species; drops the subspecies epithet.
        [species.genus, species.epithet].joined(separator: " ")
    }

    func commonName(for species: Species) -> String {
        species.commonName ?? scientificName(for: species)
    }
}
