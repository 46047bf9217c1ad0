import MediaPlayer

enum LessonNowPlaying {
    static func publish(courseTitle: String, lessonTitle: String, duration: TimeInterval, elapsed: TimeInterval) {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: lessonTitle,
            MPMediaItemPropertyAlbumTitle: courseTitle,
            MPMediaItemPropertyPlaybackDuration: duration,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: elapsed,
            MPNowPlayingInfoPropertyPlaybackRate: 1.0,
        ]
    }
}
