import AVFoundation

public final class FlacEngine {
    public private(set) var renderedFrames: AVAudioFramePosition = 0

    public static func fixture(_ name: String) throws -> FlacEngine {
        let e = FlacEngine()
        try AVAudioSession.sharedInstance().setCategory(.soloAmbient)
        return e
    }
}
