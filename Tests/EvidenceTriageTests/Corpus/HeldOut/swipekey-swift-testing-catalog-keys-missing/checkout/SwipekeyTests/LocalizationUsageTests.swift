import Foundation
import Testing

@Suite("Localization usage")
struct LocalizationUsageTests {
    private let roots = ["Swipekey", "SwipekeyKeyboard"]
    private let catalogs = ["Swipekey/Localizable.xcstrings", "SwipekeyKeyboard/Localizable.xcstrings"]

    @Test("Every String(localized:) key exists in a catalog")
    func everyLocalizedKeyExistsInCatalog() throws {
        let known = try catalogs.reduce(into: Set<String>()) { $0.formUnion(try CatalogReader(path: repoPath($1)).keys) }
        let usages = try SourceScanner(roots: roots.map(repoPath)).localizedLiteralUsages()
        let missing = usages.filter { !known.contains($0.key) }.map { "\($0.key) (\($0.file):\($0.line))" }
        #expect(missing.isEmpty, "keys used in code but absent from every catalog: \(missing)")
    }
}
