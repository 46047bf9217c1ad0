import SwiftUI

/// Voice message bubble. #1841 moved the waveform to rounded capsule bars with a 2 pt gap
/// and the new accent-tinted played portion; the duration label moved below the waveform.
struct VoiceRecordingBubbleView: View {
    let recording: VoiceRecording
    let playback: VoicePlaybackState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 10) {
                PlayPauseButton(state: playback)
                WaveformView(samples: recording.waveform,
                             progress: playback.progress,
                             barShape: .capsule,          // was .rectangle
                             barSpacing: 2,               // was 1
                             playedColor: .accentColor.opacity(0.9))
            }
            Text(recording.formattedDuration)             // was trailing, inside the HStack
                .font(.caption2.monospacedDigit())
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(recording.isOutgoing ? Color.outgoingBubble : Color.incomingBubble,
                    in: RoundedRectangle(cornerRadius: 18, style: .continuous))
    }
}
