import Testing
@testable import Lullwave

@Suite("Volume curve")
struct VolumeCurveTests {
    @Test("Fade-in reaches target at the end", arguments: [30.0, 60.0, 300.0])
    func fadeInReachesTarget(duration: Double) {
        let curve = VolumeCurve.fadeIn(duration: duration, target: 0.6)
        #expect(curve.level(at: duration) == 0.6)
    }

    @Test("Audible threshold", arguments: [
        (VolumeLevel.silent, false),
        (VolumeLevel.whisper, true),
        (VolumeLevel.muted, false),
        (VolumeLevel.silent, false),
        (VolumeLevel.full, true),
    ])
    func isAudible(level: VolumeLevel, expected: Bool) {
        #expect(level.isAudible == expected)
    }
}
