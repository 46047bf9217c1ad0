import SwiftUI

struct NowPlayingControls: View {
    @ObservedObject var player: PlayerModel
    let settings: PlaybackSettings

    var body: some View {
        HStack(spacing: 32) {
            Button { player.skip(by: -settings.skipBackInterval) } label: {
                Image(systemName: "gobackward.\(settings.skipBackInterval)")
            }
            .accessibilityIdentifier("skip.back.\(settings.skipBackInterval)")
            .accessibilityLabel("Skip back \(settings.skipBackInterval) seconds")

            Button { player.togglePlayPause() } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
            }
            .accessibilityIdentifier("play.pause")

            Button { player.skip(by: settings.skipForwardInterval) } label: {
                Image(systemName: "goforward.\(settings.skipForwardInterval)")
            }
            .accessibilityIdentifier("skip.forward.\(settings.skipForwardInterval)")
            .accessibilityLabel("Skip forward \(settings.skipForwardInterval) seconds")
        }
    }
}
