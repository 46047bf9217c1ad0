import Foundation

public struct SpeciesCatalog: Decodable {
    public let version: String
    public let species: [Species]

    public static func bundled() throws -> SpeciesCatalog {
        // .process flattens Catalog/ into the bundle root; this lookup still names
        // the subdirectory the .copy rule used to preserve.
        guard let url = Bundle.module.url(forResource: "species", withExtension: "json", subdirectory: "Catalog") else {
            throw CatalogError.missingResource("Catalog/species.json")
        }
        return try JSONDecoder().decode(SpeciesCatalog.self, from: Data(contentsOf: url))
    }
}

public enum CatalogError: Error, Equatable { case missingResource(String) }
