import Testing
@testable import Brisket

@Suite struct SettingsStoreTests {
    @Test func defaultsToMetric() {
        SettingsStore.shared.reset()
        #expect(SettingsStore.shared.selectedUnits(for: .fixture(id: "p1")) == .metric)
    }

    @Test func storesSelectedUnitsPerProfile() {
        let profile = Profile.fixture(id: "p2")
        SettingsStore.shared.reset()
        SettingsStore.shared.setUnits(.metric, for: profile)
        #expect(SettingsStore.shared.selectedUnits(for: profile) == .metric)
    }

    @Test func switchingProfileKeepsEachProfilesUnits() {
        let a = Profile.fixture(id: "p2"), b = Profile.fixture(id: "p3")
        SettingsStore.shared.setUnits(.imperial, for: a)
        SettingsStore.shared.setUnits(.metric, for: b)
        #expect(SettingsStore.shared.selectedUnits(for: a) == .imperial)
    }
}
