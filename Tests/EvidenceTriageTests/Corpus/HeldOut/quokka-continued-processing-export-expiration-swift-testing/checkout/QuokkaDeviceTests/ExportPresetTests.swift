import Testing
@testable import Quokka

@Suite struct ExportPresetTests {
    @Test func hevcPresetBitrate() {
        #expect(ExportPreset.hevc1080.averageBitRate == 8_000_000)
    }

    @Test func proresKeepsAlpha() {
        #expect(ExportPreset.prores4444.preservesAlpha)
    }
}
