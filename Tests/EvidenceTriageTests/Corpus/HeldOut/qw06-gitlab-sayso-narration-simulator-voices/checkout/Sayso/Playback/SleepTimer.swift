import Foundation

enum SleepTimerMode: Equatable {
    case minutes(Int)
    case endOfChapter
}

struct SleepTimer {
    let mode: SleepTimerMode

    /// Seconds of playback left before pausing.
    func remaining(position: TimeInterval, chapterEnd: TimeInterval) -> TimeInterval {
        switch mode {
        case .minutes(let m):
            return TimeInterval(m * 60)
        case .endOfChapter:
            return chapterEnd
        }
    }
}
