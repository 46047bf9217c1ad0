import Foundation
import Testing
@testable import Lumen

/// Guards both directions between code and the string catalogs:
/// every catalog key is translated, and every literal `String(localized:)` key the code uses is in a catalog.
struct LocalizationCoverageTests {
    static let catalogs = [
        "Lumen/Localizable.xcstrings",
        "LumenShareExtension/Localizable.xcstrings",
    ]

    @Test func everyCatalogKeyCoversEveryLocale() throws {
        for path in Self.catalogs {
            let catalog = try StringCatalog(contentsOf: RepoPaths.root.appending(path: path))
            let gaps = catalog.keys.filter { !catalog.isFullyTranslated($0, locales: catalog.locales) }
            #expect(gaps.isEmpty, "untranslated keys in \(path): \(gaps.sorted())")
        }
    }

    @Test func everyCodeReferencedKeyExistsInACatalog() throws {
        let main = try StringCatalog(contentsOf: RepoPaths.root.appending(path: Self.catalogs[0]))
        let share = try StringCatalog(contentsOf: RepoPaths.root.appending(path: Self.catalogs[1]))
        let refs = try LocalizationKeyScanner.scan(
            directories: ["Lumen", "LumenShareExtension"],
            excluding: ["_PreviewHelpers"]
        )
        let missing = refs.filter { ref in
            let catalog = ref.file.hasPrefix("LumenShareExtension/") ? share : main
            return !catalog.keys.contains(ref.key)
        }
        #expect(missing.isEmpty, "\(missing.count) String(localized:) keys are in no catalog: \(missing.map(\.description))")
    }
}
