import Testing
@testable import Lumen

@Suite("Sleep staging model load", .timeLimit(.minutes(2)))
struct SleepModelLoadTests {
    @Test func loadsStagingModelWhenMemoryFits() async throws {
        let store = OnDeviceModelStore(catalog: .bundled)
        try await store.ensureLoaded(.sleepStagingV4)
        #expect(store.resident.contains(.sleepStagingV4))
    }

    @Test func rejectsUnknownModel() async {
        let store = OnDeviceModelStore(catalog: .bundled)
        await #expect(throws: ModelStoreError.unknownModel) {
            try await store.ensureLoaded(.init(rawValue: "nope"))
        }
    }
}
