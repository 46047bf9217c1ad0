import Foundation
import Testing
@testable import BackgroundKit

@Suite struct KeyBundleImportTests {
    @Test(.timeLimit(.minutes(1)))
    func importsFullDayBundle() async throws {
        let url = try #require(Bundle.module.url(forResource: "keys-2026-08-12", withExtension: "zip"))
        let imported = try await KeyBundleImporter().importBundle(at: url)
        #expect(imported.keyCount == 144_000)
    }
}
