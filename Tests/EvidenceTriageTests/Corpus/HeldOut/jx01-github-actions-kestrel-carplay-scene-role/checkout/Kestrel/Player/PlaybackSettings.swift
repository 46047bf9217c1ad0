import Foundation

struct PlaybackSettings: Codable, Equatable {
    /// Product spec (KES-212): forward skip is 30 s, back skip is 15 s.
    var skipForwardInterval: Int = 15
    var skipBackInterval: Int = 15
    var playbackRate: Float = 1.0
}
