import Foundation
import Testing
@testable import Tidewatch

@Suite struct TreatmentDecodingTests {

    let fixture = """
    [{"eventType":"Carb Correction","carbs":18,"created_at":"2026-11-18T19:40:00Z"},
     {"eventType":"Correction Bolus","insulin":1.4,"created_at":"2026-11-18T19:42:30Z"}]
    """.data(using: .utf8)!

    @Test func decodesCarbAndBolusEntries() throws {
        let treatments = try TreatmentDecoder().decode(fixture)
        #expect(treatments.count == 2)
    }

    @Test func carbDateSurvives12HourClock() throws {
        let decoder = TreatmentDecoder(locale: Locale(identifier: "en_US@hours=h12"))
        let treatments = try decoder.decode(fixture)
        #expect(treatments.first?.date != nil)
    }
}
