import AudioToolbox
import AVFoundation

enum PCMOutputError: Error, CustomStringConvertible {
    case audioUnit(String, OSStatus)
    var description: String {
        switch self { case let .audioUnit(step, status): return "\(step) failed. OSStatus: \(status)" }
    }
}

/// Low-latency RemoteIO output used for speed-adjusted playback while backgrounded.
final class PCMOutput {
    private var unit: AudioUnit?

    func start(sampleRate: Double) throws {
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
        try AVAudioSession.sharedInstance().setActive(true)
        var desc = AudioComponentDescription(componentType: kAudioUnitType_Output,
                                             componentSubType: kAudioUnitSubType_RemoteIO,
                                             componentManufacturer: kAudioUnitManufacturer_Apple,
                                             componentFlags: 0, componentFlagsMask: 0)
        guard let component = AudioComponentFindNext(nil, &desc) else { throw PCMOutputError.audioUnit("AudioComponentFindNext", -1) }
        var status = AudioComponentInstanceNew(component, &unit)
        guard status == noErr, let unit else { throw PCMOutputError.audioUnit("AudioComponentInstanceNew", status) }
        var format = AudioStreamBasicDescription(mSampleRate: sampleRate, mFormatID: kAudioFormatLinearPCM,
                                                 mFormatFlags: kAudioFormatFlagIsSignedInteger | kAudioFormatFlagIsPacked,
                                                 mBytesPerPacket: 2, mFramesPerPacket: 1, mBytesPerFrame: 2,
                                                 mChannelsPerFrame: 1, mBitsPerChannel: 16, mReserved: 0)
        AudioUnitSetProperty(unit, kAudioUnitProperty_StreamFormat, kAudioUnitScope_Input, 0, &format,
                             UInt32(MemoryLayout<AudioStreamBasicDescription>.size))
        status = AudioUnitInitialize(unit)
        guard status == noErr else { throw PCMOutputError.audioUnit("AudioUnitInitialize", status) }
        AudioOutputUnitStart(unit)
    }
}
