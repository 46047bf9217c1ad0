import Testing
@testable import Quartz

@Suite struct PresetStoreTests {
    @Test func duplicateGetsNumberedSuffix() {
        let store = PresetStore()
        let base = Preset(name: "Dusk", exposure: 0.3)
        _ = store.duplicate(base)
        let second = store.duplicate(base)
        #expect(second.name == "Dusk copy 2")
    }
}
