import FamilyControls
import Foundation

extension FamilyActivitySelection {
    /// Decodes a selection captured from a device build (tokens are opaque, encoded Data).
    static func fixture(named name: String) throws -> FamilyActivitySelection {
        guard let url = Fixtures.bundle.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(contentsOf: url))
    }
}
