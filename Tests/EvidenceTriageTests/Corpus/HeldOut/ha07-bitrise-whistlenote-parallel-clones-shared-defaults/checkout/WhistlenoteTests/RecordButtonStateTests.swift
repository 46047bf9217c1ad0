import Testing
@testable import Whistlenote

@MainActor
struct RecordButtonStateTests {
    @Test func engineSwitchDoesNotBlockRecordButton() {
        AppPreferences.shared.engine = .remote
        let service = TranscriptionService.shared
        service.reloadEngine()
        let button = RecordButtonState(service: service)

        // Switching to the remote engine must not leave the record button disabled.
        #expect(!service.isLoading)
        #expect(button.isEnabled)
    }
}
