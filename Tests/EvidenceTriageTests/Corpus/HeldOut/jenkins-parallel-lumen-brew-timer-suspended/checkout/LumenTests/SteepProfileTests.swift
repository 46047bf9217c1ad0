import Testing
@testable import Lumen

@Suite struct SteepProfileTests {
    @Test func parsesGreenTeaProfile() throws {
        let profile = try SteepProfile(json: #"{"name":"Sencha","seconds":120,"celsius":75}"#)
        #expect(profile.seconds == 120)
    }

    @Test func defaultsTemperatureForBlackTea() throws {
        let profile = try SteepProfile(json: #"{"name":"Assam","seconds":240}"#)
        #expect(profile.celsius == 95)
    }

    @Test func remainingTimeNeverNegative() throws {
        let profile = try SteepProfile(json: #"{"name":"Sencha","seconds":120,"celsius":75}"#)
        #expect(profile.remaining(after: .seconds(140)) >= 0)
    }
}
