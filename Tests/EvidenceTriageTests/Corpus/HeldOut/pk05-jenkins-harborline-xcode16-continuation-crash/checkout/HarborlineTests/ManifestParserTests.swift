import Testing
@testable import HarborlineKit

struct ManifestParserTests {
    @Test func parsesCrewRoster() throws {
        let roster = try ManifestParser().roster(from: Fixtures.data("manifest-MV-Skerry.json"))
        #expect(roster.count == 12)
    }

    @Test func parsesVesselName() throws {
        let manifest = try ManifestParser().parse(Fixtures.data("manifest-MV-Skerry.json"))
        #expect(manifest.vessel == "MV Skerry")
    }
}
