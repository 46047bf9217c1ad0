import FamilyControls
import ManagedSettings
import Testing
@testable import Meadowlark

@Suite struct FocusShieldTests {
    let store = ManagedSettingsStore(named: .init("meadowlark.tests"))

    @Test func clearRemovesShield() {
        FocusShield(store: store).clear()
        #expect(store.shield.applications == nil)
    }

    @Test func appliesShieldToSelectedApps() throws {
        let selection = try FamilyActivitySelection.fixture(named: "focus-selection")
        FocusShield(store: store).apply(selection: selection)
        // Tokens are opaque; only check that a shield is set.
        #expect(store.shield.applications != nil)
    }
}
