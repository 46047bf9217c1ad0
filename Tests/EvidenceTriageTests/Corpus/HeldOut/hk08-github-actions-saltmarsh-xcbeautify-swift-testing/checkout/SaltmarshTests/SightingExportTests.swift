import Testing
@testable import Saltmarsh

@Suite struct SightingExportTests {
    let spoonbill = Sighting(species: "Eurasian Spoonbill", latitude: 52.9627, longitude: 0.6118, count: 3)

    @Test func headerMatchesImportTemplate() {
        #expect(SightingCSVExporter().csv(for: []) == "species,latitude,longitude,count")
    }

    /// The test plan runs with region DE, where the decimal separator is a comma.
    @Test func csvCoordinatesUseDotDecimal() {
        let row = SightingCSVExporter().row(for: spoonbill)
        #expect(row == "Eurasian Spoonbill,52.9627,0.6118,3")
    }
}
