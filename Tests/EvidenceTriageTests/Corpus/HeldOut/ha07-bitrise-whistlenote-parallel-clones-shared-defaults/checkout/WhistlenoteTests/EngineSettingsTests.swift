import Testing
@testable import Whistlenote

struct EngineSettingsTests {
    @Test func selectingOnDeviceEnginePersists() {
        let model = EngineSettingsViewModel(preferences: .shared)
        model.select(.onDevice)
        #expect(AppPreferences.shared.engine == .onDevice)
    }
}
