import AudioToolbox
import AVFoundation

public enum CallAudioError: Error, Equatable {
    case audioUnit(status: OSStatus)
}

/// Voice-processing I/O unit for calls (echo cancellation, AGC). Started by CallKit's
/// didActivate audio session callback in the app; the tests start it directly.
public final class CallAudioEngine {
    private var unit: AudioUnit?

    public init() {}

    public func start() throws {
        var description = AudioComponentDescription(componentType: kAudioUnitType_Output,
                                                    componentSubType: kAudioUnitSubType_VoiceProcessingIO,
                                                    componentManufacturer: kAudioUnitManufacturer_Apple,
                                                    componentFlags: 0, componentFlagsMask: 0)
        guard let component = AudioComponentFindNext(nil, &description) else {
            throw CallAudioError.audioUnit(status: kAudioUnitErr_NoConnection)
        }
        var newUnit: AudioUnit?
        try check(AudioComponentInstanceNew(component, &newUnit))
        var enable: UInt32 = 1
        try check(AudioUnitSetProperty(newUnit!, kAudioOutputUnitProperty_EnableIO, kAudioUnitScope_Input, 1,
                                       &enable, UInt32(MemoryLayout<UInt32>.size)))
        try check(AudioUnitInitialize(newUnit!))
        try check(AudioOutputUnitStart(newUnit!))
        unit = newUnit
    }

    private func check(_ status: OSStatus) throws {
        guard status == noErr else { throw CallAudioError.audioUnit(status: status) }
    }
}
