import Foundation

/// SMPTE timecode. 29.97 fps uses drop-frame: frame numbers 0 and 1 are skipped
/// at the start of every minute except every tenth minute.
struct TimecodeFormatter {
    let dropFrame: Bool

    func string(frame: Int) -> String {
        let fps = 30
        var f = frame
        if dropFrame {
            let framesPer10Min = 17_982
            let framesPerMin = 30 * 60
            let tens = f / framesPer10Min
            let rem = f % framesPer10Min
            f += 18 * tens + (rem > 1 ? 2 * ((rem - 2) / framesPerMin) : 0)
        }
        let frames = f % fps
        let seconds = (f / fps) % 60
        let minutes = (f / (fps * 60)) % 60
        let hours = f / (fps * 3600)
        let sep = dropFrame ? ";" : ":"
        return String(format: "%02d:%02d:%02d%@%02d", hours, minutes, seconds, sep, frames)
    }
}
