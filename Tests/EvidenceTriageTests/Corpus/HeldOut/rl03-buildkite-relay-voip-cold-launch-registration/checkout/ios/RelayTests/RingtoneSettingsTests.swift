import Testing
@testable import Relay

@Suite struct RingtoneSettingsTests {
    @Test func defaultRingtoneIsBundled() {
        let settings = RingtoneSettings(store: .inMemory())
        #expect(settings.selected.fileName == "relay-classic.caf")
    }
}
