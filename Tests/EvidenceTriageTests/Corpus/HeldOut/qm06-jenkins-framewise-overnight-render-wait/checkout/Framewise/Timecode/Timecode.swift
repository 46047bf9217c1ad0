import Foundation

enum Timecode {
    /// SMPTE drop-frame label for 29.97 fps.
    static func dropFrameLabel(frame: Int) -> String {
        let framesPer10Min = 17982
        let d = frame / framesPer10Min
        let m = frame % framesPer10Min
        let adjusted = frame + 18 * d + 2 * max(0, (m - 2) / 1798)
        let ff = adjusted % 30
        let ss = (adjusted / 30) % 60
        let mm = (adjusted / 1800) % 60
        let hh = adjusted / 108000
        return String(format: "%02d:%02d:%02d:%02d", hh, mm, ss, ff)
    }
}
