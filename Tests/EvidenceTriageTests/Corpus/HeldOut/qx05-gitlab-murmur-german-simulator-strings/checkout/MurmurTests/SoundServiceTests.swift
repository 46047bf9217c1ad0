import Testing
@testable import Murmur

struct SoundServiceTests {
    @Test func soundEventDisplayNamesAreEnglish() {
        #expect(SoundEvent.recordingStarted.displayName == "Recording started")
        #expect(SoundEvent.transcriptionSuccess.displayName == "Transcription success")
    }
}
